import ipaddr from 'ipaddr.js'

/**
 * The key a client's posts are counted under for the rate limit: its IPv4 address, or the /64 prefix of its IPv6
 * address. A provider gives each subscriber at least a /64, and a host picks a new address in it at will (privacy
 * extensions), so counting whole IPv6 addresses would give one client 2^64 limits. An IPv4-mapped address
 * (::ffff:192.0.2.1, as a dual-stack socket reports an IPv4 peer) is that IPv4 address.
 *
 * `address` is Express's req.ip: the socket's peer, or the address the trusted proxies (TRUST_PROXY) forwarded.
 * Anything else that is not an address stands for itself.
 */
export function clientKey(address: string | undefined): string {
  if (address === undefined || !ipaddr.isValid(address)) return address ?? 'unknown'
  const parsed = ipaddr.process(address)
  if (parsed.kind() === 'ipv4') return parsed.toString()
  const [a = 0, b = 0, c = 0, d = 0] = (parsed as ipaddr.IPv6).parts
  return `${new ipaddr.IPv6([a, b, c, d, 0, 0, 0, 0]).toString()}/64`
}
