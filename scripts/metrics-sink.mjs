// The local stand-in for Workers Analytics Engine: the app's METRICS binding, as a wrapped binding of
// Miniflare (scripts/worker-options.mjs). Miniflare's own simulator drops every datapoint; this one
// checks it as Analytics Engine does and posts it to the sandbox origin's /__sandbox/metrics, where the
// tests read it. Analytics Engine's writeDataPoint answers nothing; this one answers its post, which
// the app's writer hands to waitUntil (a binding cannot), so the datapoint is there once the request ends.

const MAX_FIELDS = 20
const MAX_INDEX_BYTES = 96
const MAX_BLOB_BYTES = 16 * 1024

function checked({ blobs = [], doubles = [], indexes = [] } = {}) {
  const bytes = (text) => new TextEncoder().encode(text ?? '').length
  if (blobs.length > MAX_FIELDS || doubles.length > MAX_FIELDS) throw new TypeError('writeDataPoint(): at most 20 blobs and 20 doubles')
  if (indexes.length > 1 || bytes(indexes[0]) > MAX_INDEX_BYTES) throw new TypeError('writeDataPoint(): one index of at most 96 bytes')
  if (blobs.reduce((sum, blob) => sum + bytes(blob), 0) > MAX_BLOB_BYTES) throw new TypeError('writeDataPoint(): blobs over 16 KB')
  if (doubles.some((value) => typeof value !== 'number')) throw new TypeError('writeDataPoint(): doubles must be numbers')
  return { blobs, doubles, indexes }
}

export default function localDataset(env) {
  return {
    writeDataPoint(point) {
      const body = JSON.stringify({ dataset: env.DATASET, ...checked(point) })
      return fetch(env.SINK_URL, { method: 'POST', headers: { 'content-type': 'application/json' }, body })
        .then((response) => response.body?.cancel())
        .catch(() => undefined)
    },
  }
}
