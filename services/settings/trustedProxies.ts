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

/** An entry as a range of its own family; an IPv4 address written as IPv6 (::ffff:10.0.0.0/104) counts as IPv4. */
function asRange(entry: string): { family: Family; network: ipaddr.IPv4 | ipaddr.IPv6; prefix: number } {
  const [address, bits] = entry.split('/')
  let network = ipaddr.parse(address!)
  let prefix = bits === undefined ? (network.kind() === 'ipv4' ? 32 : 128) : Number(bits)
  if (network instanceof ipaddr.IPv6 && network.isIPv4MappedAddress()) {
    network = network.toIPv4Address()
    prefix = Math.max(prefix - 96, 0)
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
