import { createServer } from 'node:http'
import type { IncomingHttpHeaders } from 'node:http'

// A stand-in for the app's webhook endpoint: it keeps every delivery the sandbox origin posts and
// answers with the status the test chooses.

export type Delivery = { method: string; path: string; headers: IncomingHttpHeaders; body: string }
type Answer = (delivery: Delivery, index: number) => number

export async function startWebhookReceiver(port: number) {
  const deliveries: Delivery[] = []
  let answer: Answer = () => 204
  const server = createServer((request, response) => {
    let body = ''
    request.setEncoding('utf8')
    request.on('data', (chunk: string) => (body += chunk))
    request.on('end', () => {
      const delivery = { method: request.method ?? '', path: request.url ?? '', headers: request.headers, body }
      deliveries.push(delivery)
      response.statusCode = answer(delivery, deliveries.length - 1)
      response.end()
    })
  })
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))

  return {
    url: `http://127.0.0.1:${port}/hooks/order-progress`,
    deliveries,
    /** Answers every later delivery with `next(delivery, index)` (index counts from the first delivery). */
    answerWith(next: Answer) {
      answer = next
    },
    clear() {
      deliveries.length = 0
    },
    /** Resolves once `count` deliveries arrived; fails after `timeoutMs`. */
    async waitFor(count: number, timeoutMs = 10_000): Promise<Delivery[]> {
      for (const start = Date.now(); deliveries.length < count; ) {
        if (Date.now() - start > timeoutMs) throw new Error(`${deliveries.length} of ${count} webhook deliveries after ${timeoutMs} ms`)
        await new Promise((resolve) => setTimeout(resolve, 25))
      }
      return deliveries.slice(0, count)
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
