// The customer's orders and documents (SPEC §7 GET /customer-document/{type}/{token}): tickets and
// invoices derived from the demo's seeded orders and the orders placed here, by customer_id.
// No answer carries a URL with a token: the app fetches a document by its id, server-side.
import { Hono } from 'hono'
import { z } from 'zod'
import { requireCustomer, venueRecords } from './account-requests'
import type { Ctx } from './account-requests'
import type { Customer } from './customer-accounts'
import { escapeHtml, htmlPage, newNonce, securityHeaders } from './html-page'
import { jsonError } from './json-response'
import { withEmptyProgress } from './order-progress'
import { findCustomerOrders } from './order-records'
import { findRecord } from './platform-records'
import type { VenueApiEnv } from './venue-state'

// Invoices for paid orders only; a ticket also for an order accepted to be paid on site.
const DOCUMENT_STATUSES = { invoices: ['paid'], tickets: ['paid', 'accepted'] } as const
const typeSchema = z.enum(['tickets', 'invoices'])
const idSchema = z.string().regex(/^[0-9a-f-]{1,64}$/i)

type OrderItem = { name?: string; quantity?: number; price?: number }
type OrderLine = OrderItem & { items?: OrderItem[] }
type CustomerOrder = Record<string, unknown> & {
  uid: string
  status: string
  number?: string
  order_date?: string
  amount?: number
  payment_name?: string | null
  voucher_amount?: number
  lines?: OrderLine[]
}

/** The customer's orders at this venue, seeded and placed here, newest first. */
async function ordersOf(c: Ctx, customer: Customer): Promise<CustomerOrder[]> {
  const { key, state } = c.get('venue')
  const seeded = state.orders.filter((order) => String(order.customer_id ?? '') === customer.customer_id).map(withEmptyProgress)
  const placed = await findCustomerOrders(c.env.DB, key, customer.customer_id)
  const time = (order: { order_date?: unknown }) => Date.parse(String(order.order_date ?? '')) || 0
  return ([...placed, ...seeded] as CustomerOrder[]).sort((a, b) => time(b) - time(a))
}

async function documentsOf(c: Ctx, customer: Customer, type: z.infer<typeof typeSchema>) {
  const statuses: readonly string[] = DOCUMENT_STATUSES[type]
  return (await ordersOf(c, customer)).filter((order) => statuses.includes(order.status))
}

const money = (euros: number | undefined) => `€${(euros ?? 0).toFixed(2)}`
/** DD/MM/YYYY HH:mm in the venue's time, read off the ISO date with its offset (SPEC §9). */
const shownDate = (iso: string | undefined) => {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}:\d{2})/.exec(iso ?? '')
  return match ? `${match[3]}/${match[2]}/${match[1]} ${match[4]}` : ''
}

const STYLE = `body{max-width:40rem}table{width:100%;border-collapse:collapse;margin:1rem 0}
th,td{text-align:left;padding:.3rem .4rem;border-bottom:1px solid #ccc;vertical-align:top}
td.n,th.n{text-align:right}ul{margin:.2rem 0 0;padding-left:1.2rem;font-size:.9em}
@media print{body{margin:0;max-width:none}}`

function lineRows(lines: OrderLine[]) {
  return lines
    .map((line) => {
      const quantity = line.quantity ?? 1
      const items = line.items ?? []
      const unit = items.reduce((sum, item) => sum + (item.price ?? 0) * (item.quantity ?? 1), line.price ?? 0)
      const choices = items.length
        ? `<ul>${items
            .map((item) => `<li>${escapeHtml(item.quantity ?? 1)} × ${escapeHtml(item.name)}${item.price ? ` (+${escapeHtml(money(item.price))})` : ''}</li>`)
            .join('')}</ul>`
        : ''
      return `<tr><td class="n">${escapeHtml(quantity)}</td><td>${escapeHtml(line.name)}${choices}</td><td class="n">${escapeHtml(money(unit))}</td><td class="n">${escapeHtml(money(unit * quantity))}</td></tr>`
    })
    .join('\n')
}

/** A printable receipt: venue, address and VAT number, number, date, customer, lines and total. */
async function documentHtml(c: Ctx, customer: Customer, type: 'tickets' | 'invoices', order: CustomerOrder, nonce: string) {
  const { pos, store } = await venueRecords(c)
  const entity = await findRecord(c.env.DB, 'entity', String(store.entity_id))
  const vatNumber = entity ? (JSON.parse(entity) as { vat_number?: string | null }).vat_number : null
  const title = `${type === 'invoices' ? 'Invoice' : 'Ticket'} ${order.number ?? ''}`.trim()
  const billing = customer.billing_address ? (JSON.parse(customer.billing_address) as Record<string, string | null>) : null
  const billedTo =
    type === 'invoices'
      ? `<dt>Customer</dt><dd>${escapeHtml(`${customer.first_name} ${customer.last_name}`)}${
          billing
            ? `<br>${[billing.address_line, billing.address_line2, `${billing.zip_code ?? ''} ${billing.city ?? ''}`, billing.country]
                .filter(Boolean)
                .map(escapeHtml)
                .join('<br>')}`
            : ''
        }${customer.vat_number ? `<br>VAT ${escapeHtml(customer.vat_number)}` : ''}</dd>`
      : ''
  const voucher = order.voucher_amount ? `<tr><td></td><td>Voucher</td><td></td><td class="n">−${escapeHtml(money(order.voucher_amount))}</td></tr>` : ''
  return htmlPage(
    `${title} – ${pos.title ?? ''}`,
    nonce,
    `<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(pos.title)}<br>${escapeHtml(`${store.address_line1 ?? ''}, ${store.zip_code ?? ''} ${store.city ?? ''}`)}${
      vatNumber ? `<br>VAT ${escapeHtml(vatNumber)}` : ''
    }</p>
<dl>
<dt>Number</dt><dd>${escapeHtml(order.number)}</dd>
<dt>Date</dt><dd>${escapeHtml(shownDate(order.order_date))}</dd>
${billedTo}
<dt>Payment</dt><dd>${escapeHtml(order.payment_name ?? '')}</dd>
</dl>
<table>
<thead><tr><th class="n">Qty</th><th>Product</th><th class="n">Price</th><th class="n">Total</th></tr></thead>
<tbody>
${lineRows(order.lines ?? [])}
${voucher}
</tbody>
<tfoot><tr><th></th><th>Total (VAT included)</th><th></th><th class="n">${escapeHtml(money(order.amount))}</th></tr></tfoot>
</table>`,
    STYLE,
  )
}

export const documentRoutes = new Hono<VenueApiEnv>()

documentRoutes.get('/customer-document/:type/:token', async (c) => {
  const type = typeSchema.safeParse(c.req.param('type'))
  if (!type.success) return c.json({ error: 'invalid request', issues: type.error.issues }, 400)
  const customer = await requireCustomer(c, c.req.param('token'))
  if (customer instanceof Response) return customer
  const documents = await documentsOf(c, customer, type.data)
  return c.json(
    documents.map((order) => ({
      id: order.uid,
      number: order.number ?? null,
      date: order.order_date ?? null,
      amount: order.amount ?? null,
      // Never a URL carrying the token: GET /customer-document/{type}/{token}/{id} answers the document.
      download_url: null,
    })),
  )
})

documentRoutes.get('/customer-document/:type/:token/:id', async (c) => {
  const type = typeSchema.safeParse(c.req.param('type'))
  const id = idSchema.safeParse(c.req.param('id'))
  if (!type.success || !id.success) return jsonError(c, 404, 'Document not found')
  const customer = await requireCustomer(c, c.req.param('token'))
  if (customer instanceof Response) return customer
  const order = (await documentsOf(c, customer, type.data)).find((candidate) => candidate.uid === id.data)
  if (!order) return jsonError(c, 404, 'Document not found')
  const nonce = newNonce()
  securityHeaders(c, nonce)
  return c.html(await documentHtml(c, customer, type.data, order, nonce))
})

// The app's order history (an extension of SPEC §7): every order of the customer, in the GET /order shape.
documentRoutes.get('/customer-orders/:token', async (c) => {
  const customer = await requireCustomer(c, c.req.param('token'))
  if (customer instanceof Response) return customer
  return c.json(await ordersOf(c, customer))
})
