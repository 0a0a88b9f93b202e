// A WebSocket to one of the Worker's live routes that stays open while a page watches: a lost
// connection (a tunnel, a phone asleep) is opened again, at once when the phone wakes or comes back
// online, else after a growing pause. What the Worker sends on opening is the catch-up. A phone that
// says it went offline is taken at its word: a socket can look open for a long while after that.

export type Connection = 'live' | 'reconnecting' | 'off'

const RETRY_FIRST_MS = 1_000
const RETRY_MAX_MS = 30_000
/** Idle connections are cut by some networks after a minute: a ping keeps them open. */
const PING_EVERY_MS = 25_000

type Watch = {
  /** Each message, parsed as JSON (undefined when it is not). */
  onMessage: (message: unknown) => void
  onConnection: (connection: Connection) => void
  /** Opened again after a drop. */
  onOpen?: () => void
  /** Close codes after which the socket stays closed (another socket of the same phone replaced it, a refusal). */
  finalCodes?: readonly number[]
  /** The socket closed with one of `finalCodes`, which says why. */
  onFinal?: (code: number) => void
}

/** Watches `/api…` path `path`; the answer stops watching. */
export function watchLive(path: string, { onMessage, onConnection, onOpen, finalCodes = [], onFinal }: Watch): () => void {
  let socket: WebSocket | null = null
  let retryTimer: ReturnType<typeof setTimeout> | undefined
  let pingTimer: ReturnType<typeof setInterval> | undefined
  let retryDelay = RETRY_FIRST_MS
  let stopped = false

  const open = () => {
    clearTimeout(retryTimer)
    if (stopped || (socket && socket.readyState <= WebSocket.OPEN)) return
    const scheme = location.protocol === 'https:' ? 'wss:' : 'ws:'
    const opened = new WebSocket(`${scheme}//${location.host}${path}`)
    socket = opened
    opened.onopen = () => {
      retryDelay = RETRY_FIRST_MS
      onConnection('live')
      onOpen?.()
      pingTimer = setInterval(() => opened.send('ping'), PING_EVERY_MS)
    }
    opened.onmessage = (event) => {
      if (event.data !== 'pong') onMessage(parseJson(event.data))
    }
    opened.onclose = (event) => {
      clearInterval(pingTimer)
      if (socket !== opened || stopped) return
      socket = null
      if (finalCodes.includes(event.code)) {
        onConnection('off')
        onFinal?.(event.code)
        return
      }
      onConnection('reconnecting')
      retryTimer = setTimeout(open, retryDelay)
      retryDelay = Math.min(RETRY_MAX_MS, retryDelay * 2)
    }
  }
  const openWhenBack = () => {
    if (document.visibilityState === 'visible' && navigator.onLine) open()
  }
  const dropWhenOffline = () => {
    const dropped = socket
    if (!dropped || stopped) return
    socket = null
    clearInterval(pingTimer)
    dropped.onclose = null
    dropped.close()
    onConnection('reconnecting')
  }

  open()
  document.addEventListener('visibilitychange', openWhenBack)
  window.addEventListener('online', openWhenBack)
  window.addEventListener('offline', dropWhenOffline)
  return () => {
    stopped = true
    clearTimeout(retryTimer)
    clearInterval(pingTimer)
    document.removeEventListener('visibilitychange', openWhenBack)
    window.removeEventListener('online', openWhenBack)
    window.removeEventListener('offline', dropWhenOffline)
    socket?.close(1000)
  }
}

function parseJson(data: unknown): unknown {
  if (typeof data !== 'string') return undefined
  try {
    return JSON.parse(data)
  } catch {
    return undefined
  }
}
