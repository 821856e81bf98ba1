import type { SiwxChainId, SiwxMessageData, SiwxNamespace } from '../message/types'

/** What the plugin knows when it asks for a message: the account and chain to sign in. */
export interface SiwxMessageInput {
  accountAddress: string
  chainId: SiwxChainId
  /** Earliest time the message may be used (RFC 3339). */
  notBefore?: string
}

/** A message to sign: its data, and `toString()` giving the exact text the wallet signs. */
export interface SiwxMessage extends SiwxMessageData {
  toString(): string
}

/**
 * A session's data: the signed message's fields, or only the account and chain when the session comes
 * from a backend that keeps no message (an AppKit `siweConfig`).
 */
export type SiwxSessionData = Pick<SiwxMessageData, 'accountAddress' | 'chainId'> & Partial<SiwxMessageData>

/** A signed-in session: the message's data, the message and its signature. */
export interface SiwxSession {
  data: SiwxSessionData
  message: string
  signature: string
}

/**
 * The `siwx` option: where messages come from and sessions are kept. Its contract is AppKit's
 * `SIWXConfig`, so an implementation written for AppKit works here unchanged.
 *
 * @example
 * createAirlock({ …, siwx: mySiwxConfig })
 */
export interface SiwxConfig {
  /** Makes the message for an account and chain (the nonce from the server). */
  createMessage(input: SiwxMessageInput): Promise<SiwxMessage>
  /** Verifies and keeps a new session; throws when the server refuses it. */
  addSession(session: SiwxSession): Promise<void>
  /** Ends every session of this account on this chain (and no other). */
  revokeSession(chainId: SiwxChainId, address: string): Promise<void>
  /** Replaces all kept sessions with these (each verified). */
  setSessions(sessions: SiwxSession[]): Promise<void>
  /** The verified, unexpired sessions of this account on this chain. */
  getSessions(chainId: SiwxChainId, address: string): Promise<SiwxSession[]>
  /** Whether the visitor must sign in to stay connected (required mode). */
  getRequired?(): boolean
  /** Whether disconnecting ends the session (default true). */
  signOutOnDisconnect?: boolean
  /** The namespaces this config signs in (absent: every namespace with a message format). */
  namespaces?: readonly SiwxNamespace[]
}
