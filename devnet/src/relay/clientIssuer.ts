/**
 * Reads the `iss` claim of the relay-auth JWT a WalletConnect client puts in `?auth=`.
 * The relay does not verify the JWT (it is a local devnet); it only uses `iss` as the
 * client's stable identity so that a client never receives its own messages, even after
 * it reconnects on a new socket. Returns undefined when there is no readable JWT.
 */
export function clientIssuer(requestUrl: string): string | undefined {
  const auth = new URL(requestUrl, 'ws://127.0.0.1').searchParams.get('auth')
  const payload = auth?.split('.')[1]
  if (!payload) return undefined
  try {
    const json: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'))
    if (json && typeof json === 'object' && 'iss' in json && typeof json.iss === 'string') return json.iss
  } catch {
    return undefined
  }
  return undefined
}
