import { isIP } from 'node:net'

/** True for an IPv4 address of this machine, a private, shared or link network, or not unicast. */
function isPrivateIpv4(address: string): boolean {
  const [a = 0, b = 0] = address.split('.').map(Number)
  return (
    a === 0 ||
    a === 10 ||
    a === 127 ||
    (a === 100 && b >= 64 && b <= 127) ||
    (a === 169 && b === 254) ||
    (a === 172 && b >= 16 && b <= 31) ||
    (a === 192 && b === 168) ||
    (a === 198 && (b === 18 || b === 19)) ||
    a >= 224
  )
}

/** An IPv6 address's eight groups, each a number (`::` expanded, a dotted IPv4 tail read). */
function ipv6Groups(address: string): number[] {
  let text = address.toLowerCase().replace(/%.*$/, '')
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text)?.[1]
  if (dotted) {
    const [a = 0, b = 0, c = 0, d = 0] = dotted.split('.').map(Number)
    text = text.replace(dotted, `${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`)
  }
  const [head = '', tail] = text.split('::')
  const part = (side: string) => (side === '' ? [] : side.split(':').map((g) => parseInt(g, 16)))
  const start = part(head)
  const end = tail === undefined ? [] : part(tail)
  return [...start, ...Array<number>(8 - start.length - end.length).fill(0), ...end]
}

/** The IPv4 address held in the 32 bits of two groups. */
const ipv4Of = (high: number, low: number) => [high >> 8, high & 255, low >> 8, low & 255].join('.')

/**
 * True for an IPv6 address of this machine, a unique-local or link-local network, multicast, or
 * one that carries a private IPv4 address (mapped, compatible, NAT64, 6to4).
 */
function isPrivateIpv6(address: string): boolean {
  const g = ipv6Groups(address)
  const [g0 = 0, g1 = 0, , , , g5 = 0, g6 = 0, g7 = 0] = g
  const zeros = (from: number, to: number) => g.slice(from, to).every((group) => group === 0)
  // ::, ::1, and IPv4 carried in ::a.b.c.d or ::ffff:a.b.c.d.
  if (zeros(0, 5) && (g5 === 0 || g5 === 0xffff)) {
    return (g6 === 0 && g7 <= 1) || isPrivateIpv4(ipv4Of(g6, g7))
  }
  // NAT64 (64:ff9b::/96) and 6to4 (2002::/16) carry an IPv4 address too.
  if (g0 === 0x64 && g1 === 0xff9b && zeros(2, 6)) return isPrivateIpv4(ipv4Of(g6, g7))
  if (g0 === 0x2002) return isPrivateIpv4(ipv4Of(g1, g[2] ?? 0))
  return (g0 & 0xfe00) === 0xfc00 || (g0 & 0xffc0) === 0xfe80 || (g0 & 0xff00) === 0xff00
}

/** True for an address (IPv4 or IPv6) on this machine or a private network. */
export function isPrivateAddress(address: string): boolean {
  const family = isIP(address)
  if (family === 4) return isPrivateIpv4(address)
  if (family === 6) return isPrivateIpv6(address)
  return false
}

/** A host on this machine or a private network: named so, or an address in those ranges. */
function isPrivateHost(hostname: string): boolean {
  const host = hostname
    .replace(/^\[|\]$/g, '')
    .replace(/\.$/, '')
    .toLowerCase()
  if (host === 'localhost' || host.endsWith('.localhost') || host.endsWith('.local')) return true
  return isPrivateAddress(host)
}

/**
 * Why the shop will not send to a push service at this address, or undefined when it will: a
 * push service is on the internet, over https. A service on this machine or a private network
 * (any scheme) only when the shop allows it for tests (`PUSH_ALLOW_LOOPBACK=1`). A name that
 * resolves to such an address is refused when the push is sent (`push-request.ts`).
 */
export function endpointRefusal(endpoint: string, allowLoopback: boolean): string | undefined {
  let url: URL
  try {
    url = new URL(endpoint)
  } catch {
    return 'The endpoint must be the address of a push service.'
  }
  if (url.username || url.password) {
    return 'The endpoint must not carry a user name or password.'
  }
  const privateHost = isPrivateHost(url.hostname)
  if (privateHost && allowLoopback && (url.protocol === 'http:' || url.protocol === 'https:')) {
    return undefined
  }
  if (url.protocol !== 'https:') return 'The endpoint must be an https: address.'
  if (privateHost) {
    return 'The endpoint must be a push service on the internet, not on this machine or a private network.'
  }
  return undefined
}
