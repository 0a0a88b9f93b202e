import WebSocket from 'ws'
import { APP_PORT } from '../../../playwright.config'
import { BROWSER_HEADERS, venueRequest } from '../../support/venue-http'

// Phones at a table that need no browser of their own: each a diner with its own visitor cookie and
// address, its table's socket open as the quick order page opens it. Enough of them fill a table.

const APP = `http://127.0.0.1:${APP_PORT}`

/** `count` phones at `table` of `host`, each joined (the table sent it the cart); the answer closes them all. */
export async function phonesAt(host: string, table: string, count: number): Promise<() => Promise<void>> {
  const sockets = await Promise.all(Array.from({ length: count }, (_, index) => phoneAt(host, table, `10.251.${count}.${index + 1}`)))
  return async () => {
    await Promise.all(
      sockets.map((socket) => {
        if (socket.readyState === WebSocket.CLOSED) return undefined
        const closed = new Promise((resolve) => socket.once('close', resolve))
        socket.close()
        return closed
      }),
    )
  }
}

async function phoneAt(host: string, table: string, address: string): Promise<WebSocket> {
  const headers = { ...BROWSER_HEADERS, 'cf-connecting-ip': address }
  const first = await venueRequest(APP, host, '/api/messages/composition', { headers: { ...headers, accept: 'application/json' } })
  const cookie = [first.headers['set-cookie'] ?? []].flat().map((set) => set.split(';')[0]).join('; ')
  const socket = new WebSocket(`ws://127.0.0.1:${APP_PORT}/api/table/${table}/live`, {
    headers: { ...headers, host: `${host}:${APP_PORT}`, origin: `http://${host}:${APP_PORT}`, cookie },
  })
  await new Promise<void>((resolve, reject) => {
    socket.once('message', () => resolve())
    socket.once('close', (code) => reject(new Error(`the table did not take the phone: ${code}`)))
    socket.once('error', reject)
  })
  return socket
}
