// Whom a per-address ceiling counts (decision 073). An IPv4 address is one client. An IPv6 client holds
// a whole /64 (a phone on a carrier, a home router, a cloud VM) and picks its source address in it
// freely, so it is counted by its /64, as Cloudflare's own rate limiting does; an IPv4 address written
// as IPv6 (::ffff:a.b.c.d) is the IPv4 client it names.

const IPV4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/
const HEXTET = /^[0-9a-f]{1,4}$/

/** The four numbers of a dotted IPv4 address, or null. */
function ipv4Parts(text: string): number[] | null {
  const match = IPV4.exec(text)
  if (!match) return null
  const parts = match.slice(1).map(Number)
  return parts.every((part) => part <= 255) ? parts : null
}

/** The eight 16-bit groups of an IPv6 address (compressed, with a dotted IPv4 tail or not), or null. */
function ipv6Groups(text: string): number[] | null {
  const halves = text.split('::')
  if (halves.length > 2) return null
  const groupsOf = (half: string): number[] | null => {
    if (half === '') return []
    const words = half.split(':')
    const groups: number[] = []
    for (const [index, word] of words.entries()) {
      const v4 = index === words.length - 1 ? ipv4Parts(word) : null
      if (v4) groups.push((v4[0]! << 8) | v4[1]!, (v4[2]! << 8) | v4[3]!)
      else if (HEXTET.test(word)) groups.push(parseInt(word, 16))
      else return null
    }
    return groups
  }
  const head = groupsOf(halves[0]!)
  const tail = halves.length === 2 ? groupsOf(halves[1]!) : []
  if (!head || !tail) return null
  if (halves.length === 1) return head.length === 8 ? head : null
  const missing = 8 - head.length - tail.length
  return missing >= 1 ? [...head, ...Array<number>(missing).fill(0), ...tail] : null
}

/**
 * The client an address belongs to, for every per-address ceiling: an IPv4 address as itself
 * (`192.0.2.7`), an IPv6 address as its /64 (`2001:db8:0:1::/64`, whatever its zone or spelling),
 * an IPv4-mapped IPv6 address as its IPv4 address. Anything else is kept as it came, lowercased.
 */
export function clientKeyOf(address: string): string {
  const text = address.trim().toLowerCase().replace(/^\[(.*)\]$/, '$1')
  const v4 = ipv4Parts(text)
  if (v4) return v4.join('.')
  const groups = text.includes(':') ? ipv6Groups(text.replace(/%.*$/, '')) : null
  if (!groups) return text
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) {
    return [groups[6]! >> 8, groups[6]! & 0xff, groups[7]! >> 8, groups[7]! & 0xff].join('.')
  }
  return `${groups.slice(0, 4).map((group) => group.toString(16)).join(':')}::/64`
}
