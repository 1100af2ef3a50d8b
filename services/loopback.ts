import { isIP } from 'node:net'
import ipaddr from 'ipaddr.js'

/**
 * Whether a host names this machine, so traffic to it never crosses a network: the name `localhost`, an address in
 * 127.0.0.0/8, ::1, or a loopback IPv4 address written as IPv6 (::ffff:127.0.0.1). Takes a URL's hostname as it is,
 * IPv6 in brackets. Other names are not looked up: what they resolve to may change after the check.
 */
export function isLoopbackHost(host: string): boolean {
  const bare = host.replace(/^\[|\]$/g, '').toLowerCase()
  if (bare === 'localhost') return true
  // Node's strict parser first: ipaddr.js also reads forms such as 127.1 or 0x7f.0.0.1, which no URL hands us.
  return isIP(bare) !== 0 && ipaddr.process(bare).range() === 'loopback'
}
