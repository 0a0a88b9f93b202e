// What a diner can be offered to be told, with the page closed, that the order is ready (Web Push): a
// notification where the browser can show one, else what does work. An iPhone or iPad delivers a
// site's notifications only to the site installed on its home screen, from iOS 16.4.

export type PushOffer =
  /** The button: "Tell me when it's ready". */
  | 'available'
  /** Turned on for this order on this device: it will tell them, and they can stop it. */
  | 'on'
  /** The diner (or the browser) blocked notifications for the site: how to allow them again. */
  | 'denied'
  /** An iPhone or iPad reading the site in its browser: install it to the home screen first. */
  | 'install-app'
  /** No notification here: keep the page open, with its sound and vibration. */
  | 'unsupported'

/** An iPhone, iPad or iPod, with its iOS version when its browser says it ([16, 4]). */
export type AppleMobile = { version: readonly [number, number] | null }

export type PushFacts = {
  serviceWorker: boolean
  pushManager: boolean
  notification: boolean
  permission: 'default' | 'granted' | 'denied'
  apple: AppleMobile | null
  /** The site runs as an installed app (display-mode standalone, or iOS's navigator.standalone). */
  installed: boolean
  /** This device turned notifications on for this order, and its subscription is still there. */
  turnedOn: boolean
  /** The Worker can send notifications (it has its key). */
  workerSends: boolean
}

/** The first iOS that shows a site's notifications (installed to the home screen). */
const IOS_PUSH = [16, 4] as const

const before = (version: readonly [number, number], than: readonly [number, number]) =>
  version[0] < than[0] || (version[0] === than[0] && version[1] < than[1])

/** What the diner is offered on this device for this order. */
export function pushOffer(facts: PushFacts): PushOffer {
  const { apple } = facts
  const oldIos = apple?.version != null && before(apple.version, IOS_PUSH)
  if (apple && !facts.installed && !oldIos) return 'install-app'
  if (oldIos || !facts.workerSends || !facts.serviceWorker || !facts.pushManager || !facts.notification) return 'unsupported'
  if (facts.permission === 'denied') return 'denied'
  return facts.permission === 'granted' && facts.turnedOn ? 'on' : 'available'
}

/**
 * An iPhone, iPad or iPod by its user agent: iOS's own ("iPhone OS 17_2", "CPU OS 16_4" on an iPad),
 * or an iPad that asks for desktop pages and says it is a Mac, which no Mac with a mouse does with
 * several touch points. Null for any other device.
 */
export function appleMobile(userAgent: string, maxTouchPoints: number): AppleMobile | null {
  if (/\b(iPhone|iPad|iPod)\b/.test(userAgent)) {
    const version = /\bOS (\d+)_(\d+)/.exec(userAgent)
    return { version: version ? [Number(version[1]), Number(version[2])] : null }
  }
  return /\bMacintosh\b/.test(userAgent) && maxTouchPoints > 1 ? { version: null } : null
}
