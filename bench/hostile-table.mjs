// A hostile client at a table's shared cart (decision 072), as `npm run bench:hostile` runs it against
// the local stack: each attack bounded in count and time, each measured against its budget. Le
// Comptoir's tables by number (the venue answers their uids); every client its own visitor cookie, from
// made-up addresses (`cf-connecting-ip`), as phones behind many networks would be.
//   export const attacks = [{ name, budget, run({ appUrl, originUrl }) → { figure, ok } }]
import { randomUUID } from 'node:crypto'
import { request } from 'node:http'
import WebSocket from 'ws'
import { rssMb, servingProcesses } from './serving-processes.mjs'

const HOST = 'comptoir.localhost'
const POS = 300
const CHIPS = 300013 // €2
const COLA = 300008
const USER_AGENT = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36'
/** How long a phone whose socket closed keeps its seat (PHONE_AWAY_MS, domain/table-cart.ts), and the margin the bench gives it. */
const SEAT_KEPT_MS = 2 * 60_000
const JOIN_BUDGET_MS = SEAT_KEPT_MS + 30_000

let addresses = 0
const nextAddress = (network) => {
  addresses += 1
  return `10.${network}.${(addresses >> 8) & 255}.${addresses & 255}`
}

/** One call to the app at Le Comptoir's host: status and body (JSON when it is). */
function call(appUrl, method, path, { cookie, address, body } = {}) {
  const { port } = new URL(appUrl)
  const sent = body === undefined ? undefined : JSON.stringify(body)
  const headers = {
    host: `${HOST}:${port}`,
    origin: `http://${HOST}:${port}`,
    'user-agent': USER_AGENT,
    accept: 'application/json',
    'cf-connecting-ip': address,
    ...(cookie ? { cookie } : {}),
    ...(sent === undefined ? {} : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(sent) }),
  }
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, method, headers, timeout: 30_000 }, (res) => {
      let text = ''
      res.on('data', (chunk) => (text += chunk))
      res.on('end', () => {
        let json = null
        try {
          json = JSON.parse(text)
        } catch {
          // not JSON
        }
        resolve({ status: res.statusCode, json, cookies: [res.headers['set-cookie'] ?? []].flat() })
      })
    })
    req.on('timeout', () => req.destroy(new Error('timeout')))
    req.on('error', reject)
    req.end(sent)
  })
}

/** A diner: a visitor cookie of its own, minted as a browser's first call mints it, from `address`. */
async function diner(appUrl, address) {
  const first = await call(appUrl, 'GET', '/api/messages/composition', { address })
  return { address, cookie: first.cookies.map((set) => set.split(';')[0]).join('; ') }
}

/** The table's uid as the venue answers it for its number. */
async function tableUid(appUrl, number) {
  const answer = await call(appUrl, 'GET', `/api/dinnertable/${number}`, { address: nextAddress(200) })
  if (answer.status !== 200) throw new Error(`table ${number}: ${answer.status}`)
  return answer.json.uid
}

/**
 * A phone's socket at `table`: resolves once the table sent it whole, rejects with the close code when
 * the table did not take it. `bytes` counts what it received.
 */
function join(appUrl, table, who) {
  const { port } = new URL(appUrl)
  const socket = new WebSocket(`ws://127.0.0.1:${port}/api/table/${table}/live`, {
    headers: { host: `${HOST}:${port}`, origin: `http://${HOST}:${port}`, cookie: who.cookie, 'cf-connecting-ip': who.address, 'user-agent': USER_AGENT },
  })
  const phone = { socket, bytes: 0, view: null }
  return new Promise((resolve, reject) => {
    socket.on('message', (data) => {
      phone.bytes += data.length
      const message = JSON.parse(String(data))
      if (message.type === 'table') {
        phone.view = message.table
        resolve(phone)
      } else if (message.type === 'change' && phone.view) {
        const { change } = message
        phone.view = { ...phone.view, ...change, lines: change.lines ? [...phone.view.lines.filter((line) => line.phone !== change.lines.phone), ...change.lines.lines] : phone.view.lines }
      }
    })
    socket.once('close', (code) => reject(new Error(`closed ${code}`)))
    socket.once('error', reject)
  })
}

const closeAll = (phones) =>
  Promise.all(
    phones.map(
      ({ socket }) =>
        new Promise((resolve) => {
          if (socket.readyState === WebSocket.CLOSED) return resolve()
          socket.once('close', resolve)
          socket.close()
        }),
    ),
  )

const putLines = (appUrl, table, who, lines) =>
  call(appUrl, 'PUT', `/api/table/${table}/lines`, { ...who, body: { lines: lines.map(({ uuid, id, quantity }) => ({ uuid, id, posId: POS, quantity, items: [] })) } })

const quickOrder = (appUrl, table, who, payment) =>
  call(appUrl, 'POST', '/api/quickcheckout', {
    ...who,
    body: { key: randomUUID(), table_uid: table, cart: [{ id: CHIPS, posId: POS, quantity: 1, items: [] }], amount: 2, payment_method: payment, name: 'Bench', terms_accepted: true },
  })

/** Waits until `check()` holds, asking every `everyMs`, for `withinMs` at most: whether it did. */
async function until(check, withinMs, everyMs = 200) {
  const end = Date.now() + withinMs
  while (Date.now() < end) {
    if (await check()) return true
    await new Promise((resolve) => setTimeout(resolve, everyMs))
  }
  return check()
}

export const attacks = [
  {
    name: "table: an unpaid order names the other phones' lines",
    budget: "V's and W's lines survive: 2 of 2; nobody sent to the order",
    async run({ appUrl }) {
      const table = await tableUid(appUrl, 6)
      const [v, w, a] = await Promise.all([1, 2, 3].map(() => diner(appUrl, nextAddress(201))))
      const phones = await Promise.all([v, w, a].map((who) => join(appUrl, table, who)))
      try {
        const lines = { v: { uuid: randomUUID(), id: CHIPS, quantity: 1 }, w: { uuid: randomUUID(), id: COLA, quantity: 1 } }
        await putLines(appUrl, table, v, [lines.v])
        await putLines(appUrl, table, w, [lines.w])
        await putLines(appUrl, table, a, [{ uuid: randomUUID(), id: CHIPS, quantity: 1 }])
        await call(appUrl, 'POST', `/api/table/${table}/send`, { ...a, body: { apart: false } })
        const placed = await quickOrder(appUrl, table, a, 'bancontact')
        const sent = await call(appUrl, 'POST', `/api/table/${table}/sent`, { ...a, body: { order: placed.json?.order?.uid ?? 'none', lines: [lines.v.uuid, lines.w.uuid] } })
        // What V's own phone, joining again, sees of the table.
        const again = await join(appUrl, table, v)
        phones.push(again)
        const survived = [lines.v, lines.w].filter((line) => again.view.lines.some((each) => each.uuid === line.uuid)).length
        return { figure: `V's and W's lines survive: ${survived} of 2 (order ${placed.json?.order?.status ?? placed.status}, sent → ${sent.status})`, ok: survived === 2 && sent.status !== 204 }
      } finally {
        await closeAll(phones)
      }
    },
  },
  {
    name: 'table: 12 squatters and 12 unpaid orders from one address',
    budget: `a diner from another address joins within ${JOIN_BUDGET_MS / 1000} s and orders at once`,
    // It outwaits the squatters' kept seats: longer than the runner's bound for the others.
    seconds: JOIN_BUDGET_MS / 1000 + 30,
    async run({ appUrl }) {
      const table = await tableUid(appUrl, 5)
      const network = nextAddress(202)
      const squatters = await Promise.all(Array.from({ length: 12 }, () => diner(appUrl, network)))
      const seats = await Promise.all(squatters.map((who) => join(appUrl, table, who)))
      await Promise.all(squatters.map((who) => putLines(appUrl, table, who, [{ uuid: randomUUID(), id: CHIPS, quantity: 1 }])))
      await closeAll(seats)
      const unpaid = []
      for (const who of squatters) unpaid.push((await quickOrder(appUrl, table, who, 'bancontact')).status)
      const placedUnpaid = unpaid.filter((status) => status === 200).length
      const next = await diner(appUrl, nextAddress(203))
      const started = Date.now()
      let seated = null
      await until(async () => {
        seated = await join(appUrl, table, next).catch(() => null)
        return seated !== null
      }, JOIN_BUDGET_MS, 5_000)
      const joinedAfter = Math.round((Date.now() - started) / 1000)
      if (seated) await closeAll([seated])
      const ordered = await quickOrder(appUrl, table, next, 'on_site')
      return {
        figure: `${placedUnpaid} unpaid orders placed; the next diner ${seated ? `joined after ${joinedAfter} s` : 'never joined'}, ordered → ${ordered.status}`,
        ok: seated !== null && ordered.status === 200,
      }
    },
  },
  {
    name: 'table: 300 name changes from one phone',
    budget: '≤ 60 taken a minute; ≤ 100 KB delivered to a phone watching',
    async run({ appUrl }) {
      const table = await tableUid(appUrl, 4)
      const [mallory, watcher] = await Promise.all([1, 2].map(() => diner(appUrl, nextAddress(204))))
      const phones = await Promise.all([mallory, watcher].map((who) => join(appUrl, table, who)))
      try {
        const before = phones[1].bytes
        const statuses = []
        for (let change = 0; change < 300; change++) statuses.push((await call(appUrl, 'PUT', `/api/table/${table}/name`, { ...mallory, body: { name: `M${change}` } })).status)
        const taken = statuses.filter((status) => status === 204).length
        await until(() => phones[1].view.phones.some((phone) => phone.name === `M${statuses.lastIndexOf(204)}`), 5_000)
        const delivered = phones[1].bytes - before
        return { figure: `${taken} of 300 taken, ${statuses.filter((status) => status === 409).length} × 409; ${(delivered / 1024).toFixed(1)} KB to the watcher`, ok: taken <= 60 && delivered <= 100 * 1024 }
      } finally {
        await closeAll(phones)
      }
    },
  },
  {
    name: 'table: sockets that stop reading while the table changes',
    budget: "the app's memory within 10 % of the same changes read by every socket, once the sockets are gone",
    async run({ appUrl }) {
      const { port } = new URL(appUrl)
      const app = servingProcesses({ [port]: 'app' })[0]
      const rss = () => (app ? rssMb(app.pid) : NaN)
      /** Eleven phones and a writer at table `number`; the eleven read, or (`stopped`) stop reading; the writer changes the table for 15 s at most. */
      const evening = async (number, stopped) => {
        const table = await tableUid(appUrl, number)
        const readers = await Promise.all(Array.from({ length: 11 }, () => diner(appUrl, nextAddress(205))))
        const writer = await diner(appUrl, nextAddress(205))
        const others = await Promise.all(readers.map((who) => join(appUrl, table, who)))
        const own = await join(appUrl, table, writer)
        if (stopped) for (const phone of others) phone.socket._socket.pause()
        const end = Date.now() + 15_000
        let taken = 0
        for (let change = 0; change < 400 && Date.now() < end; change++) {
          const lines = Array.from({ length: 30 }, (_, index) => ({ uuid: `w-${index}`, id: CHIPS, quantity: 1 + ((change + index) % 6) }))
          if ((await putLines(appUrl, table, writer, lines)).status === 204) taken += 1
          if ((await call(appUrl, 'PUT', `/api/table/${table}/name`, { ...writer, body: { name: `W${change}` } })).status === 204) taken += 1
        }
        const peak = rss()
        for (const phone of others) {
          phone.socket._socket.resume()
          phone.socket.terminate()
        }
        await closeAll([own])
        return { taken, peak, read: others.reduce((sum, phone) => sum + phone.bytes, 0) }
      }
      // The same evening three times, at three tables: every socket reading (twice, so that what a first
      // table costs the app is paid), then eleven that stop; what the last keeps beyond the second is theirs.
      await evening(3, false)
      const reading = await evening(2, false)
      const baseline = rss()
      const slow = await evening(1, true)
      const settled = await until(() => !(rss() > baseline * 1.1), 15_000, 500)
      const after = rss()
      const memory = app ? `app ${baseline} MB after readers → ${slow.peak} MB with slow readers → ${after} MB after` : 'app process not found'
      return {
        figure: `${reading.taken} + ${slow.taken} changes taken; ${memory}; ${(slow.read / 1024).toFixed(0)} KB read by the slow sockets`,
        ok: app ? settled : slow.read < 5 * 1024 * 1024,
      }
    },
  },
]
