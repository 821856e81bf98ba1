// The frame host's limits on email codes (issue #28, finding 8), in one place; frame-host/README.md
// lists them with what they cost an attacker. Windows are fixed (aligned on the epoch), so up to twice a
// limit can pass across a window boundary.
import type { RateLimit } from './store/RateLimitStore'

const HOUR = 60 * 60_000
const DAY = 24 * HOUR

/** Limits on code emails and wrong codes, by what they count. */
export const CODE_LIMITS = {
  /** Code emails to one address from one client address: 5 a day (besides the spec's 30 s between two). */
  mailsPerAddressAndIp: { max: 5, windowMs: DAY },
  /** Code emails to one address from all clients: 20 a day. Bounds guesses: 20 codes × 5 tries a day. */
  mailsPerAddress: { max: 20, windowMs: DAY },
  /** Code emails asked by one client address, any addresses: 20 an hour. */
  mailsPerIp: { max: 20, windowMs: HOUR },
  /** Wrong codes from one client address, any addresses: 30 an hour (and each code locks after 5). */
  wrongCodesPerIp: { max: 30, windowMs: HOUR },
} as const

/** The limits one code email counts against. */
export function mailLimits(email: string, ip: string): RateLimit[] {
  return [
    { bucket: `mail:address-ip:${email}:${ip}`, ...CODE_LIMITS.mailsPerAddressAndIp },
    { bucket: `mail:address:${email}`, ...CODE_LIMITS.mailsPerAddress },
    { bucket: `mail:ip:${ip}`, ...CODE_LIMITS.mailsPerIp },
  ]
}

/** The limit wrong codes from one client count against. */
export function wrongCodeLimit(ip: string): RateLimit {
  return { bucket: `wrong-code:ip:${ip}`, ...CODE_LIMITS.wrongCodesPerIp }
}
