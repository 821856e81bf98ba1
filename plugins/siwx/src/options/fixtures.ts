// Test fixtures of the options tests (not exported by any entry): a siwx config whose messages are never
// asked for, and the smallest AppKit siweConfig.
import type { AppKitSiweConfig } from './appKitSiweTypes'
import type { SiwxConfig } from './types'

/** A siwx config with no sessions; asking it for a message fails the test. */
export const SIWX_CONFIG_FIXTURE: SiwxConfig = {
  createMessage: async () => {
    throw new Error('unused')
  },
  addSession: async () => undefined,
  revokeSession: async () => undefined,
  setSessions: async () => undefined,
  getSessions: async () => [],
}

/** The smallest AppKit siweConfig: a nonce, every message verified, no session. */
export const SIWE_CONFIG_FIXTURE: AppKitSiweConfig = {
  getNonce: async () => 'abcdef123456',
  verifyMessage: async () => true,
  getSession: async () => null,
  signOut: async () => true,
}
