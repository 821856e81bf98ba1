import type { ServerResponse } from 'node:http'
import { decodeJwt, decodeProtectedHeader, importJWK, type JWK, SignJWT } from 'jose'

/**
 * A hostile change to the next ID token(s) an issuer gives out, for testing the client's checks: claims
 * replaced (another `aud`, `iss`, `nonce`, an `exp` in the past…), and/or signed with a key that is not
 * in the issuer's JWKS (under the same `kid`).
 */
export interface IdTokenTamper {
  /** Claims to set; a claim set to null is removed. */
  claims?: Record<string, unknown>
  /** Sign with a foreign key under the issuer's `kid` (a forged signature). */
  foreignKey?: boolean
  /** How many token responses to change (default 1). */
  count?: number
}

/** Re-signs `idToken` with `tamper` applied, using `key` (the issuer's, or a foreign one). */
export async function tamperIdToken(idToken: string, tamper: IdTokenTamper, key: JWK): Promise<string> {
  const header = decodeProtectedHeader(idToken)
  const payload: Record<string, unknown> = { ...decodeJwt(idToken) }
  for (const [name, value] of Object.entries(tamper.claims ?? {})) {
    if (value === null) delete payload[name]
    else payload[name] = value
  }
  const alg = String(header.alg)
  return new SignJWT(payload)
    .setProtectedHeader({ alg, ...(header.kid ? { kid: header.kid } : {}), typ: 'JWT' })
    .sign(await importJWK(key, alg))
}

/**
 * Makes `res` run its JSON body through `transform` before it is sent (oidc-provider, through koa,
 * writes the whole body in one `end()` call). Anything that is not one JSON object passes unchanged.
 */
export function rewriteJsonResponse(
  res: ServerResponse,
  transform: (body: Record<string, unknown>) => Promise<Record<string, unknown>>,
): void {
  const end = res.end.bind(res) as (chunk?: unknown) => ServerResponse
  const patched = (chunk?: unknown) => {
    const text =
      typeof chunk === 'string' ? chunk : Buffer.isBuffer(chunk) ? chunk.toString('utf8') : undefined
    let body: unknown
    try {
      body = text === undefined ? undefined : JSON.parse(text)
    } catch {
      body = undefined
    }
    if (!body || typeof body !== 'object' || Array.isArray(body)) return end(chunk)
    transform(body as Record<string, unknown>)
      .then((changed) => {
        const out = JSON.stringify(changed)
        if (!res.headersSent) res.setHeader('content-length', Buffer.byteLength(out))
        end(out)
      })
      .catch(() => end(chunk))
    return res
  }
  res.end = patched as ServerResponse['end']
}
