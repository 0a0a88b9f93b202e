// What the Worker bundle (dist/server) holds. Builds the app as `npm run build` does and prints, from the
// bundler's own account of the Worker's chunks:
// - each chunk as shipped (minified), raw and gzip, whether workerd evaluates it at startup (the entry and
//   what it imports statically) or on first use (behind a dynamic import()), and what it mostly holds;
// - each package (or project folder) and the largest modules, by their code before minification (the
//   bundler's rendered code of each module: what tree-shaking kept), raw and gzip, each compressed alone;
// - any module bundled into two chunks.
//   node scripts/worker-bundle-report.mjs                 the 30 largest modules
//   node scripts/worker-bundle-report.mjs --top 100       more of them
//   node scripts/worker-bundle-report.mjs --json <file>   also every chunk and module as JSON
import { writeFileSync } from 'node:fs'
import { relative } from 'node:path'
import { gzipSync } from 'node:zlib'
import { createBuilder } from 'vite'
import { ROOT } from './worker-options.mjs'

const args = process.argv.slice(2)
const option = (name) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined)
const TOP = Number(option('--top') ?? 30)
const JSON_OUT = option('--json')

/** A module's package under node_modules, its top folder in the project, or the virtual module's name. */
function packageOf(id) {
  const inModules = /node_modules[\\/](?:\.pnpm[\\/][^\\/]+[\\/]node_modules[\\/])?((?:@[^\\/]+[\\/])?[^\\/]+)/.exec(id)
  if (inModules) return inModules[1]
  if (!id.startsWith(ROOT)) return id.replace(/\0/g, '').replace(/:\/pages\/.*/, ':/pages/…').split('?')[0]
  return `${relative(ROOT, id).split(/[\\/]/)[0]}/`
}
const nameOf = (id) => (id.startsWith(ROOT) ? relative(ROOT, id) : id.replace(/\0/g, ''))
const gzip = (text) => gzipSync(text, { level: 9 }).length

const chunks = []
const report = {
  name: 'worker-bundle-report',
  applyToEnvironment: (environment) => environment.name === 'ssr',
  generateBundle(_, bundle) {
    for (const output of Object.values(bundle)) {
      if (output.type !== 'chunk') continue
      const modules = Object.entries(output.modules)
        .map(([id, module]) => ({ id: nameOf(id), package: packageOf(id), code: module.code ?? '' }))
        .filter(({ code }) => code.length > 0)
      chunks.push({ file: output.fileName, isEntry: output.isEntry, imports: output.imports, raw: Buffer.byteLength(output.code), gzip: gzip(output.code), modules })
    }
  },
}

const builder = await createBuilder({ root: ROOT, logLevel: 'warn', plugins: [report] })
await builder.buildApp()

// What workerd evaluates before it serves: the entry and its static imports, transitively.
const byFile = new Map(chunks.map((chunk) => [chunk.file, chunk]))
const entry = chunks.find((chunk) => chunk.file === 'index.mjs')
if (!entry) throw new Error(`no index.mjs among the Worker's chunks: ${[...byFile.keys()].join(', ')}`)
const visit = (chunk) => {
  if (!chunk || chunk.startup) return
  chunk.startup = true
  chunk.imports.forEach((file) => visit(byFile.get(file)))
}
visit(entry)

const modules = chunks.flatMap((chunk) => chunk.modules.map(({ id, package: pkg, code }) => ({ id, package: pkg, chunk: chunk.file, startup: Boolean(chunk.startup), raw: Buffer.byteLength(code), gzip: gzip(code) })))
const kb = (bytes, width = 7) => (bytes / 1024).toFixed(1).padStart(width)
const sum = (list, key) => list.reduce((total, item) => total + item[key], 0)
const atStartup = chunks.filter((chunk) => chunk.startup)

console.log(`The Worker: ${chunks.length} chunks, ${kb(sum(chunks, 'raw'), 0)} KB (${kb(sum(chunks, 'gzip'), 0)} KB gzip, each chunk alone)`)
console.log(`  at startup: ${atStartup.length} chunks, ${kb(sum(atStartup, 'raw'), 0)} KB (${kb(sum(atStartup, 'gzip'), 0)} KB gzip); the rest on first use`)

/** The packages of some modules, largest first, with their bytes. */
function byPackage(list) {
  const packages = new Map()
  for (const module of list) {
    const entry = packages.get(module.package) ?? { package: module.package, raw: 0, gzip: 0, startupRaw: 0, modules: 0, chunks: new Set() }
    entry.raw += module.raw
    entry.gzip += module.gzip
    entry.modules += 1
    if (module.startup) entry.startupRaw += module.raw
    entry.chunks.add(module.chunk)
    packages.set(module.package, entry)
  }
  return [...packages.values()].sort((a, b) => b.raw - a.raw)
}

console.log('\nchunks of 8 KB or more, as shipped     KB     KB gzip  when      holds (KB before minification)')
for (const chunk of [...chunks].sort((a, b) => b.raw - a.raw).filter((chunk) => chunk.raw >= 8 * 1024)) {
  const holds = byPackage(modules.filter((module) => module.chunk === chunk.file)).slice(0, 4).map((entry) => `${entry.package} ${kb(entry.raw, 0)}`)
  console.log(`${chunk.file.padEnd(36)} ${kb(chunk.raw)} ${kb(chunk.gzip, 8)}  ${chunk.startup ? 'startup ' : 'on use  '}  ${holds.join(', ')}`)
}

console.log(`\npackage or folder, before minification            KB  KB gzip  KB at startup  modules  chunks`)
for (const entry of byPackage(modules).filter((entry) => entry.raw >= 1024)) {
  console.log(`${entry.package.slice(0, 44).padEnd(44)} ${kb(entry.raw)} ${kb(entry.gzip, 8)} ${kb(entry.startupRaw, 14)} ${String(entry.modules).padStart(8)} ${String(entry.chunks.size).padStart(7)}`)
}

console.log(`\nthe ${TOP} largest modules, before minification                     KB  KB gzip  chunk (* at startup)`)
for (const module of [...modules].sort((a, b) => b.raw - a.raw).slice(0, TOP)) {
  console.log(`${module.id.slice(-64).padEnd(64)} ${kb(module.raw)} ${kb(module.gzip, 8)}  ${module.startup ? '*' : ' '}${module.chunk}`)
}

// A module in two chunks is shipped, and may be evaluated, twice.
const copies = new Map()
for (const module of modules) copies.set(module.id, [...(copies.get(module.id) ?? []), module.chunk])
const twice = [...copies].filter(([, files]) => files.length > 1)
console.log(twice.length === 0 ? '\nNo module is bundled twice.' : `\nModules bundled more than once: ${twice.map(([id, files]) => `${id} (${files.join(', ')})`).join('; ')}`)

if (JSON_OUT) writeFileSync(JSON_OUT, JSON.stringify({ chunks: chunks.map(({ modules: _, ...chunk }) => chunk), modules }, null, 2))
