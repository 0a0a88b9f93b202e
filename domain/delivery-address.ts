// What the delivery step takes from an address typed there (SPEC §3 Address, Customer).

type AddressLines = { address_line: string; address_line2?: string | null; zip_code: string; city: string }

const normal = (text: string | null | undefined) => (text ?? '').trim().replace(/\s+/g, ' ').toLowerCase()

/** Whether two addresses are the same place: street, second line, postal code and city, whatever the case and spacing. */
export function samePlace(a: AddressLines, b: AddressLines): boolean {
  return (['address_line', 'address_line2', 'zip_code', 'city'] as const).every((field) => normal(a[field]) === normal(b[field]))
}

/**
 * A guest's first and last name from the name a delivery goes to ('Léa Martin' → Léa, Martin), so
 * the payment step does not ask for it twice. A single word is a first name; a name already given is
 * never replaced.
 */
export function contactNamesFrom(deliveryName: string, current: { first_name: string; last_name: string }): { first_name: string; last_name: string } {
  if (current.first_name.trim() !== '' || current.last_name.trim() !== '') return current
  const [first = '', ...rest] = deliveryName.trim().split(/\s+/)
  return { first_name: first, last_name: rest.join(' ') }
}
