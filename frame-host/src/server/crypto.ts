import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto'

/** HMAC-SHA256 of `parts` joined by NUL under `secret`, hex. */
export function keyedHash(secret: Uint8Array, ...parts: string[]): string {
  return createHmac('sha256', secret).update(parts.join('\0')).digest('hex')
}

/** Constant-time comparison of two hex digests (false when their lengths differ). */
export function digestsEqual(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex')
  const y = Buffer.from(b, 'hex')
  return x.length === y.length && x.length > 0 && timingSafeEqual(x, y)
}

/** A uniformly random 6-digit code, e.g. '042917'. */
export function newOtpCode(): string {
  return randomInt(0, 1_000_000).toString().padStart(6, '0')
}

/** A 256-bit random session token, base64url. */
export function newSessionToken(): string {
  return randomBytes(32).toString('base64url')
}

/** SHA-256 of a session token, hex: what the sessions table keeps. */
export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}
