import { gunzipSync } from 'node:zlib'

/**
 * The JavaScript a visit loads before the page is interactive, as transferred (gzip): the scripts and
 * module preloads of the HTML, and for ours the modules its loader imports, followed through their
 * static imports (the same modules a browser fetches). `get(url, headers)` answers {status, headers, body}.
 */
export async function firstLoadJs(pageUrl, get) {
  const page = (await get(pageUrl)).body.toString()
  const pending = [
    // Modern browsers skip nomodule scripts (measure.sh leaves them out too).
    ...[...page.matchAll(/<script([^>]+)src="([^"]+)"/g)].filter((m) => !/\bnomodule\b/i.test(m[1])).map((m) => m[2]),
    ...[...page.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g)].map((m) => m[1]),
    ...[...page.matchAll(/import\("([^"]+\.js)"\)/g)].map((m) => m[1]),
    ...[...page.matchAll(/"(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]),
  ].map((src) => new URL(src, pageUrl).href)
  const seen = new Set()
  let gzip = 0
  while (pending.length > 0) {
    const url = pending.pop()
    if (seen.has(url)) continue
    seen.add(url)
    const response = await get(url, { 'accept-encoding': 'gzip' })
    if (response.status !== 200) continue
    gzip += response.body.length
    const code = (response.headers['content-encoding'] === 'gzip' ? gunzipSync(response.body) : response.body).toString()
    for (const m of code.matchAll(/(?:^|[;\n}])\s*import\s*(?:[^"'();]*?from\s*)?["']([^"']+\.js)["']/g)) pending.push(new URL(m[1], url).href)
  }
  return { gzip, files: seen.size }
}
