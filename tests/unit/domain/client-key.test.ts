import { describe, expect, it } from 'vitest'
import { clientKeyOf } from '../../../domain/client-key'

describe('clientKeyOf: whom a per-address ceiling counts', () => {
  it('counts an IPv4 address as itself', () => {
    expect(clientKeyOf('192.0.2.7')).toBe('192.0.2.7')
    expect(clientKeyOf(' 203.0.113.255 ')).toBe('203.0.113.255')
  })

  it('tells two IPv4 addresses apart, even next to each other', () => {
    expect(clientKeyOf('192.0.2.7')).not.toBe(clientKeyOf('192.0.2.8'))
  })

  it('counts every address of one IPv6 /64 as one client, written out in full or compressed', () => {
    const full = clientKeyOf('2001:0db8:0000:0001:0000:0000:0000:0001')
    expect(full).toBe('2001:db8:0:1::/64')
    expect(clientKeyOf('2001:db8:0:1::1')).toBe(full)
    expect(clientKeyOf('2001:db8:0:1:a1b2:c3d4:e5f6:789')).toBe(full)
    expect(clientKeyOf('2001:DB8:0:1:FFFF:FFFF:FFFF:FFFF')).toBe(full)
    expect(clientKeyOf('2001:db8::1:0:0:0:9')).toBe(full)
  })

  it('tells two /64s apart', () => {
    expect(clientKeyOf('2001:db8:0:1::1')).not.toBe(clientKeyOf('2001:db8:0:2::1'))
    expect(clientKeyOf('2001:db8::1')).toBe('2001:db8:0:0::/64')
  })

  it('leaves out a zone and brackets', () => {
    expect(clientKeyOf('fe80::1%eth0')).toBe('fe80:0:0:0::/64')
    expect(clientKeyOf('[2001:db8:0:1::5]')).toBe('2001:db8:0:1::/64')
  })

  it('counts an IPv4-mapped address (::ffff:a.b.c.d, or in hexadecimal) as the IPv4 address it names', () => {
    expect(clientKeyOf('::ffff:192.0.2.7')).toBe('192.0.2.7')
    expect(clientKeyOf('::FFFF:c000:0207')).toBe('192.0.2.7')
    expect(clientKeyOf('0:0:0:0:0:ffff:192.0.2.7')).toBe('192.0.2.7')
    // Two mapped addresses are two clients, as the IPv4 addresses are.
    expect(clientKeyOf('::ffff:192.0.2.8')).not.toBe(clientKeyOf('::ffff:192.0.2.7'))
  })

  it('keeps an IPv6 address with an IPv4 tail that is not mapped as its /64', () => {
    expect(clientKeyOf('64:ff9b::192.0.2.7')).toBe('64:ff9b:0:0::/64')
  })

  it('keeps what is no address as it came, lowercased, so it still counts as one client', () => {
    expect(clientKeyOf('unknown')).toBe('unknown')
    expect(clientKeyOf('256.1.1.1')).toBe('256.1.1.1')
    expect(clientKeyOf('2001:db8::1::2')).toBe('2001:db8::1::2')
    expect(clientKeyOf('1:2:3:4:5:6:7:8:9')).toBe('1:2:3:4:5:6:7:8:9')
  })
})
