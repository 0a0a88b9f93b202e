// The sandbox origin's front door: a Node HTTP server on the origin's public port, passing each
// request to workerd.
//
// Why: workerd's HTTP client keeps an idle connection for 5 s, and workerd's HTTP server closes one
// after the same 5 s. The app Worker (a client) could send a request on a connection the origin (a
// server) was closing at that instant; the request is lost, and a write, never sent twice
// (server/venue-api/venue-api-client.ts), fails. A real platform keeps idle connections longer than
// the client does, as this front does; the same race stays possible in the field, where the diner is
// told the venue could not be reached and keeps the cart.
import { createServer, request } from 'node:http'
import { pipeline } from 'node:stream'
import { loopbackAgent } from './loopback-agent.mjs'

/** How long an idle connection stays open: well past workerd's 5 s, so the client closes it first. */
const IDLE_MS = 65_000

/** Serves 127.0.0.1:`port` by passing every request to workerd at `target` (a URL); resolves once listening. */
export function keepAliveFront(port, target) {
  const { hostname, port: targetPort } = new URL(target)
  // A side that goes away mid-way (a client that hangs up, workerd stopped) ends the other: pipeline
  // destroys both streams, and the front keeps serving.
  const server = createServer((incoming, outgoing) => {
    const forwarded = request(
      { hostname, port: targetPort, method: incoming.method, path: incoming.url, headers: incoming.headers, agent: loopbackAgent },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.statusMessage, answer.rawHeaders)
        pipeline(answer, outgoing, () => undefined)
      },
    )
    pipeline(incoming, forwarded, (error) => {
      if (!error || outgoing.headersSent) return
      outgoing.writeHead(502)
      outgoing.end()
    })
  })
  server.keepAliveTimeout = IDLE_MS
  server.headersTimeout = IDLE_MS + 1_000
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', () => resolve(server))
  })
}
