import { SiwxMessageError } from './SiwxMessageError'

const SESSION_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/

/** What a signed sign-out names: the app's domain (as in the session's message) and the session. */
export interface SiwxRevokeMessageData {
  domain: string
  sessionId: string
}

/**
 * The text an account signs to end one of its sessions without that session's credentials (the `pci` +
 * `signature` body of `POST /v1/sessions/{id}/revoke`): from another device, or after the browser lost
 * its cookie. It names the domain and the session, so it ends nothing else; ending a session twice
 * changes nothing, so a replayed signature gains nothing.
 *
 * @example
 * const signature = await wallet.signMessage(formatRevokeMessage({ domain: 'app.example', sessionId }))
 */
export function formatRevokeMessage({ domain, sessionId }: SiwxRevokeMessageData): string {
  if (!SESSION_ID.test(sessionId))
    throw new SiwxMessageError('INVALID_FIELD', `sessionId '${sessionId}' is not a session id`)
  if (!/^[^\s/]+$/.test(domain))
    throw new SiwxMessageError('INVALID_FIELD', 'domain must be a host', 'domain')
  return `${domain} wants you to sign out.\nSession: ${sessionId}`
}
