import { isLocale, type Locale } from './locale'
import type { ReadyMessage } from './ready-notice'

// What the service worker reads of a push (the Worker sends it when an order is ready, encrypted for
// this browser): JSON naming the order's page on the venue's own site. Read defensively: a message
// not of that shape gets a plain notification instead, since a push must show one (Chrome's
// userVisibleOnly), and nothing but the site's own pages is ever opened from a notification.

/** The Worker's message (domain/ready-notice.ts), as read here. */
export type PushMessage = ReadyMessage

/** What a notification keeps for its click: the page to open. */
export type NoticeData = { url: string }

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)

const text = (value: unknown): value is string => typeof value === 'string' && value.trim() !== ''

function parsedUrl(value: string, base?: string): URL | null {
  try {
    return new URL(value, base)
  } catch {
    return null
  }
}

/** `value` as an address of `origin` (the site's own), absolute; null for anything else. */
export function ownUrl(value: unknown, origin: string): string | null {
  if (typeof value !== 'string') return null
  const url = parsedUrl(value)
  return url && url.origin === origin ? url.href : null
}

/** A picture the notification may show: an http(s) or data address; anything else is left out. */
function iconOf(value: unknown): string | null {
  const url = typeof value === 'string' ? parsedUrl(value) : null
  return url && /^(https?|data):$/.test(url.protocol) ? url.href : null
}

/** The push's text read as the Worker's message for this site, or null when it is not one. */
export function pushMessage(data: string | null, origin: string): PushMessage | null {
  let message: unknown
  try {
    message = data === null ? null : JSON.parse(data)
  } catch {
    return null
  }
  if (!isRecord(message)) return null
  const { title, body, tag, lang } = message
  const url = ownUrl(message.url, origin)
  if (!text(title) || typeof body !== 'string' || !text(tag) || !isLocale(lang) || !url) return null
  if (message.icon !== null && typeof message.icon !== 'string') return null
  return { title, body, url, icon: iconOf(message.icon), tag, lang }
}

/** What the service worker shows for a push it cannot read: news of an order, opening the site. */
export function plainNotice(texts: { title: string; body: string }, lang: Locale, origin: string): PushMessage {
  return { title: texts.title, body: texts.body, url: `${origin}/${lang}`, icon: null, tag: 'order', lang }
}
