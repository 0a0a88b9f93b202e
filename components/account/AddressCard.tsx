import type { Address } from '../../domain/schemas/customer'

/** An address as a postal block: name, street, second line, postal code and city, country. */
export function AddressCard({ address, countryName }: { address: Address; countryName?: (code: string) => string }) {
  const lines = [
    address.name,
    address.address_line,
    address.address_line2,
    [address.zip_code, address.city].filter(Boolean).join(' '),
    address.country ? (countryName?.(address.country) ?? address.country) : null,
  ].filter((line): line is string => Boolean(line))
  return (
    <address className="address-card">
      {lines.map((line, index) => (
        <span key={index}>{line}</span>
      ))}
    </address>
  )
}
