import ipaddr from 'ipaddr.js'

/**
 * The key a client's posts are counted under for the rate limit: its IPv4 address, or the /64 prefix of its IPv6
 * address. A provider gives each subscriber at least a /64, and a host picks a new address in it at will (privacy
 * extensions), so counting whole IPv6 addresses would give one client 2^64 limits. An IPv4-mapped address
 * (::ffff:192.0.2.1, as a dual-stack socket reports an IPv4 peer) is that IPv4 address.
 *
 * `address` is Express's req.ip: the socket's peer, or the address the trusted proxies (TRUST_PROXY) forwarded. Some
 * proxies write the client's port too (`203.0.113.5:4711`, `[2001:db8::1]:4711`), a new one for each connection: the
 * port is dropped, or each connection would be a client of its own. Anything else that is not an address stands for
 * itself.
 */
export function clientKey(forwarded: string | undefined): string {
  const address = forwarded === undefined ? undefined : withoutPort(forwarded)
  if (address === undefined || !ipaddr.isValid(address)) return address ?? 'unknown'
  const parsed = ipaddr.process(address)
  if (parsed.kind() === 'ipv4') return parsed.toString()
  const [a = 0, b = 0, c = 0, d = 0] = (parsed as ipaddr.IPv6).parts
  return `${new ipaddr.IPv6([a, b, c, d, 0, 0, 0, 0]).toString()}/64`
}

// An IPv4 address with a port, or an IPv6 address in brackets with or without one (RFC 3986's host:port forms).
const ipv4WithPort = /^(\d{1,3}(?:\.\d{1,3}){3}):\d{1,5}$/
const bracketedIpv6 = /^\[([^\]]+)\](?::\d{1,5})?$/

function withoutPort(address: string): string {
  return ipv4WithPort.exec(address)?.[1] ?? bracketedIpv6.exec(address)?.[1] ?? address
}
