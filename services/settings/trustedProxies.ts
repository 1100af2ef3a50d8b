import { isIP } from 'node:net'
import ipaddr from 'ipaddr.js'

/** Express's names for the private ranges, which it expands itself. */
export const proxyNames = new Set(['loopback', 'linklocal', 'uniquelocal'])

/**
 * Ranges no client on the internet connects from, so trusting a proxy anywhere inside them lets nobody outside pick
 * their own address: loopback, link-local, and the private and unique-local networks.
 */
const privateBlocks = [
  '127.0.0.0/8',
  '10.0.0.0/8',
  '172.16.0.0/12',
  '192.168.0.0/16',
  '169.254.0.0/16',
  '::1/128',
  'fc00::/7',
  'fe80::/10',
].map((block) => ipaddr.parseCIDR(block))

/**
 * How much of the internet TRUST_PROXY may cover. Every address a trusted range holds can send X-Forwarded-For and
 * be believed, so a range as wide as 0.0.0.0/1 lets anyone pick a new address, and a new rate-limit key, for each
 * post. A CDN publishes ranges of /12 to /22 (IPv4) and /28 to /32 (IPv6); a /8 of IPv4 (16.7 million addresses, one
 * 256th of them all) or a /24 of IPv6 is already more than any proxy in front of one site needs.
 */
export const trustLimits = {
  /** The shortest prefix a public range may have. */
  shortestPrefix: { ipv4: 8, ipv6: 24 },
  /** How many public addresses all the ranges may hold together, as a number of prefix bits: one /8, one /24. */
  widestTotal: { ipv4: 8, ipv6: 24 },
} as const

type Family = 'ipv4' | 'ipv6'

/**
 * An IPv6 address with IPv4 inside written in hex (64:ff9b::a00:1 for 64:ff9b::10.0.0.1): ipaddr.js, and so Express's
 * `trust proxy`, reads dotted IPv4 inside IPv6 only after ::ffff:.
 */
const inHex = (address: string) =>
  address.includes(':') ? new URL(`http://[${address}]`).hostname.slice(1, -1) : address

/** A TRUST_PROXY entry (checked by isAddressOrRange) as Express's `trust proxy` reads it. */
export function asExpressEntry(entry: string): string {
  if (proxyNames.has(entry)) return entry
  const [address, bits] = entry.split('/')
  return bits === undefined ? inHex(address!) : `${inHex(address!)}/${bits}`
}

/** NAT64's well-known prefix: 64:ff9b::1.2.3.4 is 1.2.3.4 reached from an IPv6-only network, so /96 is all of IPv4. */
const nat64 = ipaddr.parseCIDR('64:ff9b::/96') as [ipaddr.IPv6, number]

/**
 * An entry as a range of its own family. IPv4 written as IPv6 counts as IPv4: mapped (::ffff:10.0.0.0/104) or through
 * NAT64 (64:ff9b::10.0.0.0/104); a range holding NAT64's whole prefix (64:ff9b::/96, 64:ff9b::/64) holds all of IPv4.
 */
function asRange(entry: string): { family: Family; network: ipaddr.IPv4 | ipaddr.IPv6; prefix: number } {
  const [address, bits] = entry.split('/')
  const network = ipaddr.parse(inHex(address!))
  const prefix = bits === undefined ? (network.kind() === 'ipv4' ? 32 : 128) : Number(bits)
  if (network instanceof ipaddr.IPv6) {
    const embedsIPv4 = network.isIPv4MappedAddress() || (prefix >= nat64[1] && network.match(nat64))
    if (embedsIPv4) {
      const bytes = network.toByteArray().slice(12)
      return { family: 'ipv4', network: new ipaddr.IPv4(bytes), prefix: Math.max(prefix - 96, 0) }
    }
    if (prefix < nat64[1] && nat64[0].match(network, prefix))
      return { family: 'ipv4', network: ipaddr.IPv4.parse('0.0.0.0'), prefix: 0 }
  }
  return { family: network.kind(), network, prefix }
}

function isPrivate({ network, prefix }: ReturnType<typeof asRange>): boolean {
  return privateBlocks.some(
    ([block, blockPrefix]) =>
      block.kind() === network.kind() &&
      prefix >= blockPrefix &&
      (network as ipaddr.IPv4).match(block as ipaddr.IPv4, blockPrefix),
  )
}

/** An address (10.0.0.2) or a CIDR range (10.0.0.0/24, fd00::/8). */
export function isAddressOrRange(entry: string): boolean {
  const [address, bits, ...rest] = entry.split('/')
  const family = isIP(address ?? '')
  if (family === 0 || rest.length > 0) return false
  if (bits === undefined) return true
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128)
}

/**
 * What in TRUST_PROXY (entries already checked by isAddressOrRange) trusts too much of the internet, in words for the
 * message, or undefined: public ranges shorter than trustLimits.shortestPrefix, else public ranges that together hold
 * more addresses than trustLimits.widestTotal. Overlapping ranges count twice: a list near the limit is worth a look.
 */
export function tooBroad(entries: string[]): string | undefined {
  const ranges = entries
    .filter((entry) => !proxyNames.has(entry))
    .map((entry) => ({ entry, ...asRange(entry) }))
    .filter((range) => !isPrivate(range))
  const wide = ranges.filter((range) => range.prefix < trustLimits.shortestPrefix[range.family])
  if (wide.length > 0) {
    return `${wide.map(({ entry }) => `"${entry}"`).join(', ')}, wider than /${trustLimits.shortestPrefix.ipv4} (IPv4) or /${trustLimits.shortestPrefix.ipv6} (IPv6)`
  }
  for (const family of ['ipv4', 'ipv6'] as const) {
    const limit = trustLimits.widestTotal[family]
    // Each range's size in units of the widest total allowed, so no number grows towards 2 ** 128.
    const total = ranges
      .filter((range) => range.family === family)
      .reduce((sum, range) => sum + 2 ** (limit - range.prefix), 0)
    if (total > 1)
      return `public ${family === 'ipv4' ? 'IPv4' : 'IPv6'} ranges that together hold more addresses than one /${limit}`
  }
  return undefined
}
