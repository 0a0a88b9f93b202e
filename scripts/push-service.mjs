// The sandbox's push service (decision 079): a real Web Push test server (npm web-push-testing) in this
// process. It hands out subscriptions as a browser's push service would, checks each message's VAPID
// signature against the subscription's key, decrypts it (aes128gcm), and keeps what it received. The
// browsers' own services (FCM, Mozilla, Apple) cannot be reached here.
import { createRequire } from 'node:module'

const require = createRequire(import.meta.url)
const { PushApiModel } = require('web-push-testing/src/PushApiModel.js')
const SERVER_MODULE = require.resolve('web-push-testing/src/server.js')

/** Starts it on 127.0.0.1:`port`; `stop()` ends it. */
export async function startPushService(port) {
  // The package's server keeps its model in a module variable: each service loads a module of its own,
  // so two in one process (the tests' stacks) keep their subscriptions apart.
  delete require.cache[SERVER_MODULE]
  const TestingServer = require(SERVER_MODULE)
  const model = new PushApiModel()
  const service = new TestingServer(model, port)
  // Endpoints on the loopback address, which workerd reaches (the package names "localhost").
  model.notifyUrl = `http://127.0.0.1:${port}/notify/`
  service.setRequestHandlers()
  const server = await new Promise((resolve, reject) => {
    const listening = service._app.listen(port, '127.0.0.1', () => resolve(listening)).once('error', reject)
  })
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  }
}

/** What a test or a benchmark asks of a running push service at `url`. */
export function pushServiceClient(url) {
  const post = async (path, body) => {
    const response = await fetch(`${url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body ?? {}) })
    const text = await response.text()
    if (!response.ok) throw new Error(`push service ${path}: ${response.status} ${text}`)
    return response.headers.get('content-type')?.includes("json") ? JSON.parse(text) : text
  }
  return {
    /** A subscription for `applicationServerKey` (base64url), as PushSubscription.toJSON() gives one, and its id here. */
    async subscribe(applicationServerKey) {
      const { data } = await post('/subscribe', { userVisibleOnly: 'true', applicationServerKey })
      const { clientHash, ...subscription } = data
      return { subscription: { ...subscription, expirationTime: null }, clientHash }
    },
    /** The messages it received for a subscription, decrypted (their text). */
    async messages(clientHash) {
      const answer = await fetch(`${url}/get-notifications`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ clientHash }) })
      if (!answer.ok) throw new Error(`push service /get-notifications: ${answer.status} ${await answer.text()}`)
      const { data } = await answer.json()
      return data.messages ?? []
    },
    /** From now on it answers 410 Gone for this subscription, as a service does once a browser unsubscribed. */
    expire: (clientHash) => post(`/expire-subscription/${clientHash}`),
  }
}
