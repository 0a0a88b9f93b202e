// One Worker served by workerd through Miniflare's API, on a port of its own: the child process that
// scripts/stack.mjs starts, watches and stops. No development proxy sits between a client and the app;
// the sandbox origin has a front that keeps idle connections as a real platform does.
//   node scripts/serve.mjs '{"kind":"app"|"origin","port":8787,"persistTo":".wrangler/state","vars":{},"reset":false,"webhookSecrets":{},"dataCentres":1}'
import { Log, LogLevel, Miniflare } from 'miniflare'
import { keepAliveFront } from './keep-alive-front.mjs'
import { prepareOriginDb } from './origin-db.mjs'
import { putVenueWebhookSecrets } from './venue-webhook-secrets.mjs'
import { miniflareOptions } from './worker-options.mjs'

const { kind, port, persistTo, vars = {}, reset = false, webhookSecrets = {}, dataCentres = 1, generatedVenues, inspectorPort, knownVenueHosts = [] } = JSON.parse(process.argv[2] ?? '{}')
const url = `http://127.0.0.1:${port}`
// The origin's seed writes base_url from PUBLIC_URL: it must be the address it is reached at. workerd
// serves it on a port of its own behind a front on that address (scripts/keep-alive-front.mjs).
const mf = new Miniflare({
  ...miniflareOptions({ kind, port: kind === 'origin' ? 0 : port, persistTo, vars: kind === 'origin' ? { ...vars, PUBLIC_URL: url } : vars, dataCentres, inspectorPort }),
  log: new Log(LogLevel.WARN),
})

let stopping = false
async function stop(code = 0) {
  if (stopping) return
  stopping = true
  await mf.dispose().catch(() => undefined)
  process.exit(code)
}
process.on('SIGTERM', () => void stop())
process.on('SIGINT', () => void stop())
// The supervisor is gone (even killed outright): do not stay behind holding the port.
process.on('disconnect', () => void stop())

try {
  const served = await mf.ready
  if (kind === 'origin') {
    await prepareOriginDb(await mf.getD1Database('DB'), { publicUrl: url, reset, generatedVenues })
    await keepAliveFront(port, served.href)
  } else {
    // The demo venues' webhook secrets, as the sandbox signs with them (`webhookSecrets` replaces some).
    const venues = await mf.getKVNamespace('VENUES')
    await putVenueWebhookSecrets(venues, webhookSecrets)
    // Hosts served before (server/venue/venue-cache.ts `known-venue:`): not counted as unknown hosts.
    await Promise.all(knownVenueHosts.map((host) => venues.put(`known-venue:${host}`, '1')))
  }
  process.send?.({ ready: url })
} catch (error) {
  // The stack too: a failure inside Miniflare (an assertion's "false == true") names only its place.
  console.error(error instanceof Error ? (error.stack ?? error.message) : error)
  await stop(1)
}
