import type { ServerResponse } from 'node:http'
import type { FaultKind } from '../faults/FaultRegistry'
import type { IssuerClient } from './createIssuer'
import { formPostPage } from './interactionPages'
import { sendHtml } from './interactionRoutes'
import type { SocialProviderShape } from './socialProviders'

/** Writes one fault's answer. */
export type FaultWriter = (res: ServerResponse) => void

/**
 * A fault at a token, API, JWKS or discovery endpoint: 500 `server_error`, 503/429
 * `temporarily_unavailable` with Retry-After (OAuth's JSON error body), or 200 with a cut-off JSON body.
 */
export function faultAnswer(
  kind: Exclude<FaultKind, 'timeout'>,
  retryAfter: number | undefined,
): FaultWriter {
  return (res) => {
    if (kind === 'malformed') {
      res.writeHead(200, { 'content-type': 'application/json' })
      res.end('{"access_token": "trunc')
      return
    }
    const status = Number(kind)
    const error = status === 500 ? 'server_error' : 'temporarily_unavailable'
    res.writeHead(status, {
      'content-type': 'application/json',
      ...(status === 500 ? {} : { 'retry-after': String(retryAfter ?? 1) }),
    })
    res.end(JSON.stringify({ error, error_description: `Injected fault: ${status}` }))
  }
}

/**
 * A fault at the authorization endpoint. Its answer goes to the browser, so an OAuth server reports it on
 * the client's redirect URI: `error=server_error` for a 500, `temporarily_unavailable` for 503/429
 * (RFC 6749 §4.1.2.1), `state` echoed, in the client's response mode. 'malformed' sends a response with
 * a code but without the `state` the client sent. Undefined when the request names no registered
 * client and redirect URI (then the fault is a plain HTTP error: never redirect to an unknown URI).
 */
export function faultAtAuthorization(
  kind: Exclude<FaultKind, 'timeout'>,
  url: URL,
  clients: readonly IssuerClient[],
  shape: SocialProviderShape,
): FaultWriter | undefined {
  const clientId = url.searchParams.get('client_id')
  const redirectUri = url.searchParams.get('redirect_uri')
  const client = clients.find((c) => c.clientId === clientId)
  if (!client || !redirectUri || !client.redirectUris.includes(redirectUri)) return undefined
  const state = url.searchParams.get('state')
  const fields: Record<string, string> =
    kind === 'malformed'
      ? { code: 'not-a-code' }
      : {
          error: kind === '500' ? 'server_error' : 'temporarily_unavailable',
          error_description: `Injected fault: ${kind}`,
          ...(state ? { state } : {}),
        }
  const issuer = url.origin + url.pathname.replace(/\/auth$/, '')
  fields.iss = issuer
  if (shape.responseMode === 'form_post' || url.searchParams.get('response_mode') === 'form_post')
    return (res) => sendHtml(res, 200, formPostPage(redirectUri, fields))
  return (res) => {
    const target = new URL(redirectUri)
    for (const [k, v] of Object.entries(fields)) target.searchParams.set(k, v)
    res.writeHead(303, { location: target.href, 'content-length': '0' })
    res.end()
  }
}
