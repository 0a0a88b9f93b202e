// The page's code starts once its first screen is painted. Vike puts a module script (its entry
// imports) and a preload per module at the end of the body; a page with its own entry (the menu,
// pages/index/+client.tsx) gets a module script with a `src` and no preloads, so its modules are
// found in the build's chunk graph. Either is taken out of the stream and put back as one loader
// before </body>, with the request's nonce, that preloads the modules and imports the entries after
// the first frame. The first screen (text and its images) then paints without waiting for, or
// competing with, the page's JavaScript; a tap made meanwhile is replayed once the page is
// interactive (components/ui/early-taps.ts).
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

export function loadScriptsAfterFirstPaint(page: Response, nonce: string): Response {
  let entry = ''
  const preloads: string[] = []
  return new HTMLRewriter()
    .on('script[type="module"]:not([src])', {
      element(script) {
        script.removeAndKeepContent()
      },
      text(chunk) {
        entry += chunk.text
        chunk.remove()
      },
    })
    .on('script[type="module"][src]', {
      element(script) {
        const src = script.getAttribute('src')!
        entry += `import(${JSON.stringify(src)});\n`
        preloads.push(...staticClosure(src))
        script.remove()
      },
    })
    .on('link[rel="modulepreload"]', {
      element(link) {
        const href = link.getAttribute('href')
        if (href) preloads.push(href)
        link.remove()
      },
    })
    .on('body', {
      element(body) {
        body.onEndTag((end) => {
          if (!entry) return
          const preload = `for(const h of ${JSON.stringify(preloads)}){const l=document.createElement('link');l.rel='modulepreload';l.href=h;document.head.append(l)}`
          const stages = `const stages=${JSON.stringify(dependenciesFirst(preloads))};`
          const loader = `async function start(){${preload}\n${stages}${EVALUATE_IN_TURNS}\n${entry}}\n${AFTER_FIRST_PAINT}`
          end.before(`<script type="module" nonce="${nonce}">${loader.replaceAll('</', '<\\/')}</script>`, { html: true })
        })
      },
    })
    .transform(page)
}
