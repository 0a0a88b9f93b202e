import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { userEvent } from 'vitest/browser'
import '../../components/order/order.css'
import { PushControl } from '../../components/order/PushControl'
import { renderIn } from './support/render'

// "Tell me when it's ready" alone in Chromium. What this machine's browser cannot do is stood in for:
// the diner's answer to the permission prompt (the headless browser denies every one), the site's
// service worker and a push service (none is reachable here), the Worker's answers (no Worker behind
// the component); the browser's own facts are stood in only where a test is about another device.

const UID = 'order-7'
const KEY = 'BOrZmc7A3E2rTgbkSXkb_FNhoAbm2sqHqpU6A5YxhiIkk1IZ5wePvB4dWE-QWkpPJRCuZaNumNhHsoHU3MEFoXk'
const SUBSCRIPTION = {
  endpoint: 'https://push.example/send/device-1',
  expirationTime: null,
  keys: { p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM', auth: 'tBHItJI5svbpez7KI4CCXg' },
}

type Sent = { method: string; path: string; body: unknown }

/** The Worker's answers by method and path; what the component sent, in order. */
function worker(answers: Record<string, () => Response>) {
  const sent: Sent[] = []
  vi.spyOn(window, 'fetch').mockImplementation(async (input, init) => {
    const path = String(input)
    const method = init?.method ?? 'GET'
    sent.push({ method, path, body: typeof init?.body === 'string' ? JSON.parse(init.body) : null })
    return answers[`${method} ${path}`]?.() ?? new Response('{"error":"not found"}', { status: 404 })
  })
  return sent
}

const json = (status: number, body: unknown) => () => new Response(body === null ? null : JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

const WORKER_OK = {
  'GET /api/push/key': json(200, { key: KEY }),
  [`POST /api/order/${UID}/push`]: json(201, {}),
  [`DELETE /api/order/${UID}/push`]: json(204, null),
}

/** The diner's answer to the prompt, and the permission it leaves. */
function permission(before: NotificationPermission, answer: NotificationPermission = before) {
  let now = before
  vi.spyOn(Notification, 'permission', 'get').mockImplementation(() => now)
  return vi.spyOn(Notification, 'requestPermission').mockImplementation(async () => (now = answer))
}

/** The site's service worker with a push manager whose subscription honours the PushSubscription contract. */
function serviceWorker() {
  let current: PushSubscription | null = null
  const subscription = (options: PushSubscriptionOptionsInit) =>
    ({
      endpoint: SUBSCRIPTION.endpoint,
      expirationTime: null,
      options: { userVisibleOnly: true, applicationServerKey: (options.applicationServerKey as Uint8Array).slice().buffer },
      getKey: () => new ArrayBuffer(0),
      toJSON: () => SUBSCRIPTION,
      unsubscribe: async () => ((current = null), true),
    }) as unknown as PushSubscription
  const subscribe = vi.fn(async (options: PushSubscriptionOptionsInit) => (current = subscription(options)))
  const registration = { pushManager: { subscribe, getSubscription: async () => current } } as unknown as ServiceWorkerRegistration
  vi.spyOn(ServiceWorkerContainer.prototype, 'register').mockResolvedValue(registration)
  vi.spyOn(ServiceWorkerContainer.prototype, 'ready', 'get').mockReturnValue(Promise.resolve(registration))
  vi.spyOn(ServiceWorkerContainer.prototype, 'getRegistration').mockResolvedValue(registration)
  return { subscribe }
}

/** Another device's browser, by what it says of itself. */
function device(userAgent: string, { maxTouchPoints = 5, installed = false } = {}) {
  vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(userAgent)
  vi.spyOn(navigator, 'maxTouchPoints', 'get').mockReturnValue(maxTouchPoints)
  Object.defineProperty(navigator, 'standalone', { value: installed, configurable: true })
}

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.2 Mobile/15E148 Safari/604.1'

const turnOnButton = (screen: Awaited<ReturnType<typeof renderIn>>) => screen.getByRole('button', { name: "Tell me when it's ready" })

beforeEach(() => localStorage.clear())
afterEach(() => {
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
  Reflect.deleteProperty(navigator, 'standalone')
  localStorage.clear()
})

describe('"Tell me when it\'s ready"', () => {
  it('asks for the permission only when tapped, then sends the subscription and the language, and says it is on', async () => {
    const asked = permission('default', 'granted')
    const { subscribe } = serviceWorker()
    const sent = worker(WORKER_OK)
    const screen = await renderIn(<PushControl uid={UID} />)
    await expect.element(turnOnButton(screen)).toBeVisible()
    expect(asked).not.toHaveBeenCalled()
    expect(sent).toEqual([])

    await turnOnButton(screen).click()
    await expect.element(screen.getByRole('status')).toHaveTextContent('You will get a notification when your order is ready, even with this page closed.')
    const stop = screen.getByRole('button', { name: 'Stop notifications' })
    await expect.element(stop).toBeVisible()
    // The one button, turned into the other: the focus stays where the diner is.
    await expect.element(stop).toHaveFocus()
    expect(asked).toHaveBeenCalledTimes(1)
    expect(subscribe).toHaveBeenCalledWith({ userVisibleOnly: true, applicationServerKey: expect.any(Uint8Array) })
    expect(subscribe.mock.calls[0]![0].applicationServerKey).toHaveLength(65)
    expect(sent).toEqual([
      { method: 'GET', path: '/api/push/key', body: null },
      { method: 'POST', path: `/api/order/${UID}/push`, body: { subscription: SUBSCRIPTION, locale: 'en' } },
    ])
  })

  it('shows "on" again for the same order once the page is loaded again, and not for another order', async () => {
    permission('default', 'granted')
    serviceWorker()
    worker(WORKER_OK)
    const first = await renderIn(<PushControl uid={UID} />)
    await turnOnButton(first).click()
    await expect.element(first.getByRole('button', { name: 'Stop notifications' })).toBeVisible()
    await first.unmount()

    const again = await renderIn(<PushControl uid={UID} />)
    await expect.element(again.getByRole('button', { name: 'Stop notifications' })).toBeVisible()
    await again.unmount()
    const other = await renderIn(<PushControl uid="order-8" />)
    await expect.element(turnOnButton(other)).toBeVisible()
  })

  it('stops them with the same button: the subscription named to the Worker, the button back', async () => {
    permission('default', 'granted')
    serviceWorker()
    const sent = worker(WORKER_OK)
    const screen = await renderIn(<PushControl uid={UID} />)
    await turnOnButton(screen).click()
    await screen.getByRole('button', { name: 'Stop notifications' }).click()

    await expect.element(turnOnButton(screen)).toHaveFocus()
    await expect.element(screen.getByRole('status')).toHaveTextContent('')
    expect(sent.at(-1)).toEqual({ method: 'DELETE', path: `/api/order/${UID}/push`, body: { endpoint: SUBSCRIPTION.endpoint } })
    expect(localStorage.getItem('order-push')).toBe('{}')
  })

  it('says what failed when the Worker does not take the subscription, loses nothing, and turns on at the next try', async () => {
    permission('default', 'granted')
    serviceWorker()
    let failures = 1
    const sent = worker({
      ...WORKER_OK,
      [`POST /api/order/${UID}/push`]: () => (failures-- > 0 ? json(500, { error: 'An error occurred' })() : json(201, {})()),
    })
    const screen = await renderIn(<PushControl uid={UID} />)
    await turnOnButton(screen).click()
    await expect.element(screen.getByRole('alert')).toHaveTextContent('Notifications could not be turned on. Please try again.')
    await expect.element(turnOnButton(screen)).toBeVisible()

    await turnOnButton(screen).click()
    await expect.element(screen.getByRole('button', { name: 'Stop notifications' })).toBeVisible()
    await expect.element(screen.getByRole('alert')).not.toBeInTheDocument()
    const posts = sent.filter(({ method }) => method === 'POST')
    expect(posts).toHaveLength(2)
    expect(posts[1]!.body).toEqual(posts[0]!.body)
  })

  it("says the Worker's own words when a limit is reached", async () => {
    permission('granted')
    serviceWorker()
    worker({ ...WORKER_OK, [`POST /api/order/${UID}/push`]: json(429, { error: 'Too many requests came from this device. Please try again at 13:05.' }) })
    const screen = await renderIn(<PushControl uid={UID} />)
    await turnOnButton(screen).click()
    await expect.element(screen.getByRole('alert')).toHaveTextContent('Too many requests came from this device. Please try again at 13:05.')
  })

  it('respects a denied permission: how to allow it again, and no button', async () => {
    permission('default', 'denied')
    serviceWorker()
    const sent = worker(WORKER_OK)
    const screen = await renderIn(<PushControl uid={UID} />)
    await turnOnButton(screen).click()
    const note = screen.getByRole('status')
    await expect.element(note).toHaveTextContent("Notifications are blocked for this site. To allow them, change this site's notification setting in your browser, then reload this page.")
    await expect.element(note).toHaveFocus()
    await expect.element(screen.getByRole('button')).not.toBeInTheDocument()
    expect(sent.some(({ method }) => method === 'POST')).toBe(false)
  })

  it('says at once, without a button, when notifications were blocked before', async () => {
    permission('denied')
    const screen = await renderIn(<PushControl uid={UID} />, 'de')
    await expect.element(screen.getByRole('status')).toHaveTextContent(/^Benachrichtigungen sind für diese Website blockiert\./)
    await expect.element(screen.getByRole('button')).not.toBeInTheDocument()
  })

  it('keeps the button, saying nothing, when the diner closes the prompt without answering', async () => {
    permission('default', 'default')
    const sent = worker(WORKER_OK)
    const screen = await renderIn(<PushControl uid={UID} />)
    await turnOnButton(screen).click()
    await expect.element(turnOnButton(screen)).not.toHaveAttribute('aria-disabled', 'true')
    expect(sent.some(({ method }) => method === 'POST')).toBe(false)
    await expect.element(screen.getByRole('status')).toHaveTextContent('')
  })

  it('says a browser without push cannot notify, and that the sound and vibration work with the page open', async () => {
    permission('default')
    vi.stubGlobal('PushManager', undefined)
    const screen = await renderIn(<PushControl uid={UID} />)
    await expect.element(screen.getByRole('status')).toHaveTextContent('This browser cannot notify you. Keep this page open with the sound and vibration on.')
    await expect.element(screen.getByRole('button')).not.toBeInTheDocument()
  })

  it('says so too when the Worker sends no notifications (no key)', async () => {
    permission('default', 'granted')
    serviceWorker()
    worker({ ...WORKER_OK, 'GET /api/push/key': json(503, { error: 'Service unavailable' }) })
    const screen = await renderIn(<PushControl uid={UID} />)
    await turnOnButton(screen).click()
    await expect.element(screen.getByRole('status')).toHaveTextContent('This browser cannot notify you. Keep this page open with the sound and vibration on.')
  })

  it('asks an iPhone reading the site in Safari to add it to the Home Screen, and names the way there', async () => {
    permission('default')
    device(IPHONE)
    // Safari on an iPhone gives a page that is not installed neither push nor notifications.
    vi.stubGlobal('PushManager', undefined)
    vi.stubGlobal('Notification', undefined)
    const screen = await renderIn(<PushControl uid={UID} />, 'fr')
    await expect.element(screen.getByRole('status')).toHaveTextContent(
      'Pour recevoir des notifications sur un iPhone ou un iPad, ajoutez ce site à votre écran d’accueil (touchez Partager, puis Sur l’écran d’accueil) et ouvrez-le de là. En attendant, gardez cette page ouverte avec le son et la vibration activés.',
    )
    await expect.element(screen.getByRole('button')).not.toBeInTheDocument()
  })

  it('offers the button in the app installed on an iPhone', async () => {
    permission('default')
    device(IPHONE, { installed: true })
    const screen = await renderIn(<PushControl uid={UID} />)
    await expect.element(turnOnButton(screen)).toBeVisible()
    await expect.element(screen.getByRole('status')).toHaveTextContent('')
  })

  it('is worked by the keyboard: Tab to the button, Enter turns it on, Space stops it', async () => {
    permission('default', 'granted')
    serviceWorker()
    worker(WORKER_OK)
    const screen = await renderIn(<PushControl uid={UID} />)
    await expect.element(turnOnButton(screen)).toBeVisible()
    await userEvent.tab()
    await expect.element(turnOnButton(screen)).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    const stop = screen.getByRole('button', { name: 'Stop notifications' })
    await expect.element(stop).toHaveFocus()
    await userEvent.keyboard(' ')
    await expect.element(turnOnButton(screen)).toHaveFocus()
  })
})
