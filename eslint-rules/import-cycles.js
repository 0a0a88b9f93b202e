// Two rules of the whiteboard (docs/architecture.md) that need the whole import graph, which
// no-restricted-imports does not see: no module imports itself back, however far round, and no two
// rooms of components/ or of server/ import each other, however far round. Type-only imports and lazy
// import() count: a cycle of types still ties two modules together, and a lazy one two chunks.
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative, resolve, sep } from 'node:path'
import ts from 'typescript'

const EXTENSIONS = ['', '.ts', '.tsx', '/index.ts', '/index.tsx']

const isFile = (path) => {
  try {
    return statSync(path).isFile()
  } catch {
    return false
  }
}

/** The TypeScript module a relative import names, or null (a package, a stylesheet, a virtual module). */
function resolveImport(from, specifier) {
  if (!specifier.startsWith('.')) return null
  const base = resolve(dirname(from), specifier)
  for (const extension of EXTENSIONS) {
    const path = base + extension
    if (/\.tsx?$/.test(path) && isFile(path)) return path
  }
  return null
}

// What each other module imports, read from disk once per run: the linted file's own imports come
// from its syntax tree, as it is being edited.
const onDisk = new Map()
function importsOnDisk(file) {
  let imports = onDisk.get(file)
  if (!imports) {
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true)
    imports = [...new Set(importedFiles.map(({ fileName }) => resolveImport(file, fileName)).filter(Boolean))]
    onDisk.set(file, imports)
  }
  return imports
}

/** The shortest way from `start` to `goal` through `next`, both included, or null. */
function wayBetween(start, goal, next) {
  const cameFrom = new Map([[start, null]])
  const queue = [start]
  while (queue.length > 0) {
    const node = queue.shift()
    if (node === goal) {
      const way = []
      for (let at = node; at !== null; at = cameFrom.get(at)) way.unshift(at)
      return way
    }
    for (const following of next(node)) {
      if (!cameFrom.has(following)) {
        cameFrom.set(following, node)
        queue.push(following)
      }
    }
  }
  return null
}

/** Every import of the linted file: its node and the module it names. */
function importsOfProgram(context, onImport) {
  const found = (node, source) => {
    if (typeof source?.value !== 'string') return
    const target = resolveImport(context.filename, source.value)
    if (target) onImport(node, target)
  }
  return {
    ImportDeclaration: (node) => found(node, node.source),
    ExportAllDeclaration: (node) => found(node, node.source),
    ExportNamedDeclaration: (node) => found(node, node.source),
    ImportExpression: (node) => found(node, node.source),
    TSImportType: (node) => found(node, node.argument?.literal ?? node.source),
  }
}

const shown = (context, files) => files.map((file) => relative(context.cwd, file).split(sep).join('/')).join(' → ')

const noImportCycle = {
  meta: {
    type: 'problem',
    docs: { description: 'A module never imports itself back, through any number of modules.' },
    messages: { cycle: 'Import cycle: {{way}}. Move what both need to a module neither imports back.' },
    schema: [],
  },
  create(context) {
    const self = resolve(context.filename)
    return importsOfProgram(context, (node, target) => {
      const back = target === self ? [self] : wayBetween(target, self, importsOnDisk)
      if (back) context.report({ node, messageId: 'cycle', data: { way: shown(context, [self, ...back]) } })
    })
  },
}

// The folders whose rooms never import each other round: components/ (its ui/ the base every feature
// may use) and the Worker's server/ (its top-level files, the app and its types, are no room).
const HOUSES = { components: 'ui', server: null }

// components/<feature>/… or server/<room>/…: the room a module belongs to, as 'components/menu'.
function featureOf(root, file) {
  const [top, feature, ...rest] = relative(root, file).split(sep)
  return top in HOUSES && rest.length > 0 && feature !== HOUSES[top] ? `${top}/${feature}` : null
}

function filesUnder(folder) {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name)
    if (entry.isDirectory()) return filesUnder(path)
    return /\.tsx?$/.test(entry.name) ? [path] : []
  })
}

// Which features each feature imports, from every module of components/ on disk, once per run.
const featureGraphs = new Map()
function featureGraph(root) {
  let graph = featureGraphs.get(root)
  if (!graph) {
    graph = new Map()
    for (const file of Object.keys(HOUSES).flatMap((house) => filesUnder(join(root, house)))) {
      const from = featureOf(root, file)
      if (!from) continue
      for (const target of importsOnDisk(file)) {
        const to = featureOf(root, target)
        if (to && to !== from) graph.set(from, new Set([...(graph.get(from) ?? []), to]))
      }
    }
    featureGraphs.set(root, graph)
  }
  return graph
}

const noFeatureCycle = {
  meta: {
    type: 'problem',
    docs: { description: 'Two rooms of components/ or of server/ never import each other, through any number of rooms.' },
    messages: {
      cycle: '{{from}} imports {{to}}, which imports it back: {{way}}. Move what both need to the room below (components/ui/ for a feature).',
    },
    schema: [],
  },
  create(context) {
    const root = context.cwd
    const from = featureOf(root, resolve(context.filename))
    if (!from) return {}
    return importsOfProgram(context, (node, target) => {
      const to = featureOf(root, target)
      if (!to || to === from) return
      const back = wayBetween(to, from, (feature) => featureGraph(root).get(feature) ?? [])
      if (back) context.report({ node, messageId: 'cycle', data: { from, to, way: [from, ...back].join(' → ') } })
    })
  },
}

export default { rules: { 'no-import-cycle': noImportCycle, 'no-feature-cycle': noFeatureCycle } }
