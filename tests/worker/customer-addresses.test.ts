// A customer's addresses through the Worker (server/routes/account-api.ts) to the sandbox venue API
// (origin/src/account-routes.ts): added, edited in place (the id stays), deleted; each body checked
// by the Worker before it goes upstream. Each test works on an account of its own, made here.
import { describe, expect, it } from 'vitest'
import { appUrl, BROWSER_HEADERS, venueRequest } from './helpers'

type Address = { id: number; name: string; address_line: string; address_line2: string | null; zip_code: string; city: string; country: string }
type CustomerView = { email: string; deliveryAddresses: Address[]; billingAddress: Address | null }

const HOST = 'lumiere.localhost'
const HOME = { name: 'Home', address_line: 'Rue Haute 12', zip_code: '1000', city: 'Bruxelles', country: 'BE' }
const OFFICE = { name: 'Office', address_line: 'Rue Royale 120', address_line2: '3rd floor', zip_code: '1000', city: 'Bruxelles', country: 'BE' }

async function call(path: string, { method = 'GET', body, cookie }: { method?: string; body?: unknown; cookie?: string }) {
  const headers: Record<string, string> = { ...BROWSER_HEADERS, accept: 'application/json', 'content-type': 'application/json', 'x-locale': 'en' }
  if (cookie) headers.cookie = cookie
  const answer = await venueRequest(appUrl(), HOST, `/api${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) })
  return { status: answer.status, json: answer.body ? (JSON.parse(answer.body) as unknown) : null, setCookie: answer.headers['set-cookie'] }
}

/** A new account at Lumière, logged in: its session cookie. */
async function newCustomer(): Promise<string> {
  const unique = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`
  const password = 'Adresses-2025!'
  const answer = await call('/auth/register', {
    method: 'POST',
    body: { email: `addresses.${unique}@example.com`, password, password_confirmation: password, first_name: 'Ana', last_name: 'Peeters', phone: '+32 470 11 22 33' },
  })
  expect(answer.status).toBe(201)
  const cookies = Array.isArray(answer.setCookie) ? answer.setCookie : [answer.setCookie ?? '']
  const session = cookies.find((cookie) => cookie.startsWith('customer-access-token='))
  return session!.split(';')[0]!
}

async function addAddress(cookie: string, kind: 'delivery' | 'billing', address: object): Promise<CustomerView> {
  const answer = await call('/customer/addresses', { method: 'POST', body: { kind, address }, cookie })
  expect(answer.status).toBe(200)
  return answer.json as CustomerView
}

describe("a customer's addresses", () => {
  it('edits a delivery address in place, keeping its id and the others', async () => {
    const cookie = await newCustomer()
    await addAddress(cookie, 'delivery', HOME)
    const [home, office] = (await addAddress(cookie, 'delivery', OFFICE)).deliveryAddresses
    const answer = await call(`/customer/addresses/${office!.id}`, { method: 'PUT', body: { ...OFFICE, address_line: 'Rue Royale 122', address_line2: '' }, cookie })
    expect(answer.status).toBe(200)
    const edited = answer.json as CustomerView
    expect(edited.deliveryAddresses).toEqual([home, { ...office, address_line: 'Rue Royale 122', address_line2: null }])
    // The page that follows reads the same.
    expect(((await call('/customer', { cookie })).json as CustomerView).deliveryAddresses).toEqual(edited.deliveryAddresses)
  })

  it('deletes a delivery address, and the billing one', async () => {
    const cookie = await newCustomer()
    await addAddress(cookie, 'delivery', HOME)
    await addAddress(cookie, 'delivery', OFFICE)
    const { deliveryAddresses, billingAddress } = await addAddress(cookie, 'billing', OFFICE)
    const deleted = await call(`/customer/addresses/${deliveryAddresses[0]!.id}`, { method: 'DELETE', cookie })
    expect(deleted.status).toBe(200)
    expect((deleted.json as CustomerView).deliveryAddresses).toEqual([deliveryAddresses[1]])

    const billing = await call(`/customer/addresses/${billingAddress!.id}`, { method: 'PUT', body: { ...OFFICE, name: 'Ana Peeters SRL' }, cookie })
    expect((billing.json as CustomerView).billingAddress).toEqual({ ...billingAddress, name: 'Ana Peeters SRL' })
    const noBilling = await call(`/customer/addresses/${billingAddress!.id}`, { method: 'DELETE', cookie })
    expect((noBilling.json as CustomerView).billingAddress).toBeNull()
    expect((noBilling.json as CustomerView).deliveryAddresses).toEqual([deliveryAddresses[1]])
  })

  it("answers 404 for an address the customer does not have, another customer's included", async () => {
    const owner = await newCustomer()
    const [home] = (await addAddress(owner, 'delivery', HOME)).deliveryAddresses
    const other = await newCustomer()
    expect(await call(`/customer/addresses/${home!.id}`, { method: 'DELETE', cookie: other })).toEqual(expect.objectContaining({ status: 404, json: { error: 'Address not found' } }))
    expect((await call(`/customer/addresses/${home!.id}`, { method: 'PUT', body: OFFICE, cookie: other })).status).toBe(404)
    expect((await call('/customer/addresses/999999', { method: 'DELETE', cookie: owner })).status).toBe(404)
    expect((await call('/customer/addresses/not-a-number', { method: 'DELETE', cookie: owner })).status).toBe(404)
    // The owner's address is still there.
    expect(((await call('/customer', { cookie: owner })).json as CustomerView).deliveryAddresses).toEqual([home])
  })

  it('refuses an edit with a field missing before anything goes upstream, naming the field', async () => {
    const cookie = await newCustomer()
    const [home] = (await addAddress(cookie, 'delivery', HOME)).deliveryAddresses
    const answer = await call(`/customer/addresses/${home!.id}`, { method: 'PUT', body: { ...HOME, city: ' ' }, cookie })
    expect(answer.status).toBe(400)
    expect(answer.json).toMatchObject({ issues: [expect.objectContaining({ path: ['city'] })] })
  })

  it('needs a session', async () => {
    expect((await call('/customer/addresses/7001', { method: 'DELETE' })).status).toBe(401)
    expect((await call('/customer/addresses/7001', { method: 'PUT', body: HOME })).status).toBe(401)
  })
})
