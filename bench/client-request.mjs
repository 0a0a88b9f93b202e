// A request to the app on this machine as a client at `address` sends it (its address in
// cf-connecting-ip, as Cloudflare's edge sets it): the venue in Host, cookies as given; a body goes as
// JSON from the venue's own origin, as its pages send it.
import { request } from 'node:http'

export function sendAs(port, host, path, { method = 'GET', body, cookie, address, accept = path.startsWith('/api/') ? 'application/json' : '*/*', headers = {} } = {}) {
  const payload = body === undefined ? undefined : JSON.stringify(body)
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path,
        method,
        headers: {
          host: `${host}:${port}`,
          'cf-connecting-ip': address,
          accept,
          ...(payload === undefined ? {} : { 'content-type': 'application/json', origin: `http://${host}:${port}` }),
          ...(cookie ? { cookie } : {}),
          ...headers,
        },
      },
      (res) => {
        let text = ''
        res.on('data', (chunk) => (text += chunk))
        res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body: text }))
      },
    )
    req.on('error', reject)
    req.end(payload)
  })
}
