import type { IncomingMessage } from 'node:http'
import { isIP } from 'node:net'

/**
 * The client address a request counts against for rate limits. With `trustedProxies` = 0 (the default)
 * it is the socket's peer; behind N proxies that each append to X-Forwarded-For, it is the N-th entry
 * from the right (what the first trusted proxy saw), never an entry the client could have written. IPv6
 * addresses count per /64 (one host usually holds a whole /64); IPv4-mapped IPv6 counts as IPv4.
 * @example
 * clientIp(req, 1) // '203.0.113.7' behind one reverse proxy
 */
export function clientIp(req: IncomingMessage, trustedProxies = 0): string {
  let address = req.socket.remoteAddress ?? 'unknown'
  if (trustedProxies > 0) {
    const header = req.headers['x-forwarded-for']
    const hops = (Array.isArray(header) ? header.join(',') : (header ?? ''))
      .split(',')
      .map((h) => h.trim())
      .filter(Boolean)
    const hop = hops[hops.length - trustedProxies]
    if (hop && isIP(hop)) address = hop
  }
  return normalise(address)
}

function normalise(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)
  if (mapped) return mapped[1]!
  if (isIP(address) !== 6) return address
  // Expand "::" and keep the first four groups: the /64.
  const [head = '', tail = ''] = address.toLowerCase().split('::')
  const left = head ? head.split(':') : []
  const right = tail ? tail.split(':') : []
  const groups = address.includes('::')
    ? [...left, ...Array(8 - left.length - right.length).fill('0'), ...right]
    : left
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`
}
