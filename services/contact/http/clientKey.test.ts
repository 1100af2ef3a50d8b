import { describe, expect, it } from 'vitest'
import { clientKey } from './clientKey.ts'

describe('a client’s rate-limit key', () => {
  it.each([
    ['two addresses of one IPv6 /64', '2001:db8:1:2::1', '2001:db8:1:2:ffff:ffff:ffff:fffe'],
    ['the same /64 written compressed and in full', '2001:db8::1', '2001:0DB8:0000:0000:0000:0000:0000:0002'],
    ['addresses under ::', '::', '::1'],
    ['a link-local address with and without its zone', 'fe80::1%eth0', 'fe80::2'],
    ['an IPv4 address and its IPv4-mapped IPv6 form', '192.0.2.7', '::ffff:192.0.2.7'],
    ['an IPv4-mapped address written in hexadecimal', '::ffff:c000:0207', '192.0.2.7'],
    ['an IPv4 address with and without a port', '203.0.113.5:4711', '203.0.113.5'],
    ['one IPv4 address from two ports', '203.0.113.5:4711', '203.0.113.5:80'],
    ['an IPv6 address in brackets with a port, and bare', '[2001:db8::1]:4711', '2001:db8::1'],
    ['an IPv6 address in brackets without a port, and bare', '[2001:db8::1]', '2001:db8::1'],
  ])('is shared by %s', (_case, one, other) => {
    expect(clientKey(one)).toBe(clientKey(other))
  })

  it.each([
    ['two neighbouring IPv6 /64s', '2001:db8:1:2::1', '2001:db8:1:3::1'],
    ['two IPv4 addresses of one /24', '192.0.2.7', '192.0.2.8'],
    ['an IPv4 address and the IPv6 address that merely ends in it', '192.0.2.7', '2001:db8::192.0.2.7'],
    ['the unspecified address and a global one', '::', '2001:db8::1'],
    ['two IPv4 addresses with the same port', '203.0.113.5:4711', '203.0.113.6:4711'],
  ])('differs between %s', (_case, one, other) => {
    expect(clientKey(one)).not.toBe(clientKey(other))
  })

  it('is the IPv4 address itself, or the IPv6 prefix with its length', () => {
    expect(clientKey('203.0.113.9')).toBe('203.0.113.9')
    expect(clientKey('::ffff:203.0.113.9')).toBe('203.0.113.9')
    expect(clientKey('2001:db8:a:b:c:d:e:f')).toBe('2001:db8:a:b::/64')
  })

  it('keeps what is not an address as it is, so no two unknown peers share a key by accident', () => {
    expect(clientKey(undefined)).toBe('unknown')
    expect(clientKey('not-an-address')).toBe('not-an-address')
  })
})
