import { toCents, type Cents } from './money'
import type { Address, Customer } from './schemas/customer'

// What the pages know of the logged-in customer (SPEC §3 Customer): never the token or the password.

export type CustomerView = {
  customerId: string
  email: string
  firstName: string | null
  lastName: string | null
  phone: string | null
  vatNumber: string | null
  /** Two-letter language the customer chose; login adopts it (SPEC §4 Session). */
  language: string | null
  priceListId: number | null
  /** The cashless wallet the prepaid balance lives in (SPEC §6: the balance menu needs it). */
  hasWallet: boolean
  balanceCents: Cents | null
  deliveryAddresses: Address[]
  billingAddress: Address | null
}

export function customerView(customer: Customer): CustomerView {
  return {
    customerId: customer.customer_id,
    email: customer.email,
    firstName: customer.first_name,
    lastName: customer.last_name,
    phone: customer.phone,
    vatNumber: customer.vat_number,
    language: customer.language,
    priceListId: customer.price_list_id,
    hasWallet: customer.cashless_wallet !== null,
    balanceCents: customer.balance === null ? null : toCents(customer.balance),
    deliveryAddresses: customer.delivery_addresses,
    billingAddress: customer.billing_address,
  }
}
