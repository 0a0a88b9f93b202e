// The page's code starts once its first screen is painted. Vike puts a module script (its entry
// imports) and a preload per module at the end of the body; a page with its own entry (the menu,
// pages/index/+client.tsx) gets a module script with a `src` and no preloads, so its modules are
// found in the build's chunk graph. Either is taken out of the page (out of the stream as it passes,
// or out of the text of a page rendered in one piece) and put back as one loader before </body>,
// with the request's nonce, that preloads the modules and imports the entries after
// the first frame. The first screen (text and its images) then paints without waiting for, or
// competing with, the page's JavaScript; a tap made meanwhile is replayed once the page is
// interactive (client/early-taps.ts).
//
// Importing the entries evaluates every module they reach in one task, which on a phone blocks taps
// for a quarter of a second. The loader evaluates the preloaded chunks one per task first, each after
// the chunks it imports, giving the browser a turn in between; the entries then only run.
import { imports, order } from 'virtual:client-chunk-graph'

const RANK = new Map(order.map((chunk, index) => [chunk, index]))

const closures = new Map<string, string[]>()

/** `entry` and every chunk it imports, however indirectly (the build's few entries, each worked out once). */
function staticClosure(entry: string): string[] {
  const known = closures.get(entry)
  if (known) return known
  const found = new Set<string>()
  const visit = (chunk: string) => {
    if (found.has(chunk)) return
    found.add(chunk)
    imports[chunk]?.forEach(visit)
  }
  visit(entry)
  const closure = [...found]
  closures.set(entry, closure)
  return closure
}

/** The preloaded chunks the build knows, each after the chunks it imports. */
function dependenciesFirst(preloads: readonly string[]): string[] {
  return preloads.filter((href) => RANK.has(href)).sort((a, b) => RANK.get(a)! - RANK.get(b)!)
}

// One chunk per task; a chunk that fails here fails again in the entries, which handle it.
const EVALUATE_IN_TURNS =
  'const turn=()=>globalThis.scheduler?.yield?scheduler.yield():new Promise(r=>setTimeout(r));for(const h of stages){await import(h).catch(()=>{});await turn()}'

/** The loader's own code: run `start` after the first frame is painted, at once in a hidden tab. */
const AFTER_FIRST_PAINT =
  "document.visibilityState==='visible'?requestAnimationFrame(()=>setTimeout(start,0)):start()"

/** What the page's own scripts asked for: the entries' code, and the modules to preload. */
type PageScripts = { entry: string; preloads: string[] }

function fromModuleScript(scripts: PageScripts, src: string | null, code: string) {
  if (src) {
    scripts.entry += `import(${JSON.stringify(src)});\n`
    scripts.preloads.push(...staticClosure(src))
  } else scripts.entry += code
}

/** The one loader that replaces them, under the request's nonce. */
function loaderElement({ entry, preloads }: PageScripts, nonce: string): string {
  const preload = `for(const h of ${JSON.stringify(preloads)}){const l=document.createElement('link');l.rel='modulepreload';l.href=h;document.head.append(l)}`
  const stages = `const stages=${JSON.stringify(dependenciesFirst(preloads))};`
  const loader = `async function start(){${preload}\n${stages}${EVALUATE_IN_TURNS}\n${entry}}\n${AFTER_FIRST_PAINT}`
  return `<script type="module" nonce="${nonce}">${loader.replaceAll('</', '<\\/')}</script>`
}

/** For a page that streams: its scripts are taken out of the stream as it passes. */
export function loadScriptsAfterFirstPaint(page: Response, nonce: string): Response {
  const scripts: PageScripts = { entry: '', preloads: [] }
  return new HTMLRewriter()
    .on('script[type="module"]:not([src])', {
      element(script) {
        script.removeAndKeepContent()
      },
      text(chunk) {
        fromModuleScript(scripts, null, chunk.text)
        chunk.remove()
      },
    })
    .on('script[type="module"][src]', {
      element(script) {
        fromModuleScript(scripts, script.getAttribute('src'), '')
        script.remove()
      },
    })
    .on('link[rel="modulepreload"]', {
      element(link) {
        const href = link.getAttribute('href')
        if (href) scripts.preloads.push(href)
        link.remove()
      },
    })
    .on('body', {
      element(body) {
        body.onEndTag((end) => {
          if (scripts.entry) end.before(loaderElement(scripts, nonce), { html: true })
        })
      },
    })
    .transform(page)
}

// Vike's own tags, as it writes them.
const PAGE_SCRIPT = /<link rel="modulepreload" href="([^"]+)"[^>]*>|<script\b([^>]*\btype="module"[^>]*)>([\s\S]*?)<\/script>/g
const SRC = /\bsrc="([^"]+)"/

/** For a page rendered in one piece: the same, on its text, without a parser running over the whole page. */
export function loadScriptsAfterFirstPaintInHtml(html: string, nonce: string): string {
  const scripts: PageScripts = { entry: '', preloads: [] }
  const rest = html.replace(PAGE_SCRIPT, (_, preload: string | undefined, attributes: string | undefined, code: string | undefined) => {
    if (preload) scripts.preloads.push(preload)
    else fromModuleScript(scripts, SRC.exec(attributes!)?.[1] ?? null, code!)
    return ''
  })
  const end = rest.lastIndexOf('</body>')
  if (!scripts.entry || end < 0) return rest
  return `${rest.slice(0, end)}${loaderElement(scripts, nonce)}${rest.slice(end)}`
}
