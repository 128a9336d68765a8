import { isIP } from 'node:net'

/** True for an IPv4 address on this machine, a private network or a link (RFC 1918, 6598, 3927). */
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
    a >= 224
  )
}

/** True for an IPv6 address on this machine, a unique-local or link-local network, or a mapped private IPv4. */
function isPrivateIpv6(address: string): boolean {
  const lower = address.toLowerCase()
  if (lower === '::' || lower === '::1') return true
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(lower)?.[1]
  if (mapped) return isPrivateIpv4(mapped)
  return /^f[cd]/.test(lower) || /^fe[89ab]/.test(lower)
}

/** A host on this machine or a private network: named so, or an address in those ranges. */
function isPrivateHost(hostname: string): boolean {
  const host = hostname
    .replace(/^\[|\]$/g, '')
    .replace(/\.$/, '')
    .toLowerCase()
  if (host === 'localhost' || host.endsWith('.localhost') || host.endsWith('.local')) return true
  const family = isIP(host)
  if (family === 4) return isPrivateIpv4(host)
  if (family === 6) return isPrivateIpv6(host)
  return false
}

/**
 * Why the shop will not send to a push service at this address, or undefined when it will: a
 * push service is on the internet, over https. A service on this machine or a private network
 * (any scheme) only when the shop allows it for tests (`PUSH_ALLOW_LOOPBACK=1`).
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
