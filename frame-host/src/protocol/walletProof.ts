// The frame ↔ frame-host contract for a wallet proof (not part of the app protocol): after it rebuilt a
// wallet's keys in a session, the frame signs this text with the wallet's EVM key (EIP-191) and Solana
// key (ed25519); the host checks both against the addresses it records for the user and marks the session
// as proven. A restore in a browser that keeps no frame storage trusts recorded addresses only for a
// session proven this way.

/**
 * The text a wallet proof signs, bound to one session.
 * @example
 * walletProofMessage('3f…') // 'Airlock secure frame: this wallet is opened in session 3f…'
 */
export function walletProofMessage(sessionId: string): string {
  return `Airlock secure frame: this wallet is opened in session ${sessionId}`
}
