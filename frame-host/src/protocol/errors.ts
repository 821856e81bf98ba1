/** Texts and codes the frame answers `_ERROR` with (texts from spec §6 and §8). */
export const FRAME_ERROR_MESSAGES = {
  /** A frame error without a more specific message. */
  generic: 'An error occurred',
  /** An RPC method the frame does not serve. */
  rpcNotAllowed: 'Requested RPC call is not allowed',
  /** A declared feature this frame host has not enabled (social, Farcaster, smart accounts). */
  notEnabled: 'This feature is not enabled on this frame host',
  /** The message did not match the protocol. */
  invalidMessage: 'Invalid message',
  /** The visitor declined in the frame's approval view. */
  userRejected: 'User rejected the request',
  /** An approval request replaced by a newer one, or ended by RPC_ABORT (spec §8). */
  aborted: 'Request was aborted',
  /** SWITCH_NETWORK (or GET_USER with another chain) while an approval request is in flight. */
  approvalPending: 'Finish or reject the pending request before switching networks',
  /** A smart account's user operation could not be sent (bundler or paymaster down or refusing; spec §8). */
  failedToSendTransaction: 'Failed to send transaction. Please try again.',
  /** A smart account's call reverts (in simulation, before signing, or once included; spec §8). */
  transactionError: 'Transaction error',
  /** The smart account cannot pay for its operation and nothing sponsors it (spec §8). */
  insufficientBalance: 'Insufficient balance',
  /** A smart-account request for a chain without smart-account services (spec §8). */
  unsupportedChain: 'Unsupported chain',
  /** Any other smart-account failure (spec §8). */
  somethingWentWrong: 'Something went wrong',
} as const

/**
 * 'Please try again after N seconds': an email code was requested again within the cooldown.
 * @example
 * cooldownMessage(12) // 'Please try again after 12 seconds'
 */
export function cooldownMessage(seconds: number): string {
  return `Please try again after ${seconds} seconds`
}

/** Machine-readable codes on `_ERROR` payloads. */
export const FRAME_ERROR_CODES = {
  invalidMessage: 'INVALID_MESSAGE',
  rpcNotAllowed: 'RPC_NOT_ALLOWED',
  notEnabled: 'NOT_ENABLED',
  cooldown: 'COOLDOWN',
  invalidCode: 'INVALID_CODE',
  expired: 'EXPIRED',
  locked: 'LOCKED',
  notConnected: 'NOT_CONNECTED',
  approvalPending: 'APPROVAL_PENDING',
  rateLimited: 'RATE_LIMITED',
  walletMismatch: 'WALLET_MISMATCH',
  userRejected: 4001,
  internal: 'INTERNAL',
} as const
