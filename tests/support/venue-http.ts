import { request, type Agent } from 'node:http'
import { loopbackAgent } from '../../scripts/loopback-agent.mjs'

export type VenueResponse = { status: number; headers: Record<string, string | string[] | undefined>; body: string }

/**
 * An HTTP request to the app as a browser on `host` would send it. Node does not resolve `*.localhost`,
 * so we connect to 127.0.0.1 and name the venue in the Host header.
 */
export function venueRequest(
  appUrl: string,
  host: string,
  path: string,
  options: { method?: string; headers?: Record<string, string>; body?: string | Buffer; agent?: Agent } = {},
): Promise<VenueResponse> {
  const { port } = new URL(appUrl)
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path,
        method: options.method ?? 'GET',
        agent: options.agent ?? loopbackAgent,
        headers: {
          host: `${host}:${port}`,
          ...CLIENT_ADDRESS,
          ...(options.body === undefined ? {} : { 'content-length': String(Buffer.byteLength(options.body)) }),
          ...options.headers,
        },
      },
      (res) => {
        let body = ''
        res.setEncoding('utf8')
        res.on('data', (chunk: string) => (body += chunk))
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }))
      },
    )
    req.setTimeout(20_000, () => req.destroy(new Error(`${host}${path} timed out`)))
    req.on('error', reject)
    req.end(options.body)
  })
}

/**
 * The client's address as the edge gives it: one per test file, so the files are different clients to
 * the Worker's limits and budgets, as diners are (a test about an address sets its own).
 */
export const CLIENT_ADDRESS = { 'cf-connecting-ip': `10.200.${Math.floor(Math.random() * 256)}.${Math.floor(Math.random() * 254) + 1}` }

// A browser's user agent (the app streams to browsers, not to bots), and what Chromium sends with a
// request of the page's own script: a same-origin fetch says so.
export const BROWSER_HEADERS = { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/130.0 Safari/537.36', 'sec-fetch-site': 'same-origin', ...CLIENT_ADDRESS }
