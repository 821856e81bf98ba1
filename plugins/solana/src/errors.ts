// Solana plugin errors. The spec's texts: 'Please enter a valid amount and receiver address' (Solana send
// failure, §5), 'Signature declined' (a wallet refusal, from the kernel), and an expired blockhash.
import {
  BaseError,
  type BaseErrorParameters,
  ERROR_MESSAGES,
  isUserRejection,
  SignatureDeclinedError,
} from '@airlock/kernel'
import { SOLANA_EN } from './messages'

/** The spec's Solana send failure text (§5). */
export const SOLANA_INVALID_SEND_TEXT = SOLANA_EN.invalidSend

/** A Solana transfer without a valid amount or receiver: 'Please enter a valid amount and receiver address'. */
export class SolanaInvalidTransferError extends BaseError {
  override name = 'SolanaInvalidTransferError'
  constructor(details: string) {
    super(SOLANA_INVALID_SEND_TEXT, {
      details,
      docsPath: '/plugins/solana#transfers',
      messageKey: { namespace: 'solana', key: 'invalidSend' },
    })
  }
}

/**
 * The transaction's blockhash expired before it landed (block height passed its `lastValidBlockHeight`,
 * or the node no longer knew the blockhash): it will never confirm. Its short message says so and asks
 * to sign again ('The transaction expired before it was confirmed. Sign it again.').
 */
export class SolanaTransactionExpiredError extends BaseError {
  override name = 'SolanaTransactionExpiredError'
  constructor(args: BaseErrorParameters & { signature?: string } = {}) {
    super(SOLANA_EN.transactionExpired, {
      ...args,
      details:
        args.details ??
        `The transaction's blockhash expired before it landed${args.signature ? ` (${args.signature})` : ''}: it will never confirm. Sign it again.`,
      docsPath: '/plugins/solana#expiry',
      messageKey: { namespace: 'solana', key: 'transactionExpired' },
    })
  }
}

/** A connector id the Solana adapter does not know (no Wallet Standard wallet of that name, no provider). */
export class SolanaConnectorNotFoundError extends BaseError {
  override name = 'SolanaConnectorNotFoundError'
  constructor(connectorId: string) {
    super(ERROR_MESSAGES.somethingWentWrong, {
      details: `No Solana wallet or provider for connector '${connectorId}'`,
    })
  }
}

/** The connected wallet lacks a feature the request needs (e.g. no solana:signMessage). */
export class SolanaWalletFeatureError extends BaseError {
  override name = 'SolanaWalletFeatureError'
  constructor(feature: string) {
    super(ERROR_MESSAGES.somethingWentWrong, { details: `The connected wallet does not support ${feature}` })
  }
}

// Wallet Standard has no rejection code: wallets throw 4001 (Phantom), WalletSignTransactionError,
// or plain errors saying so.
const REJECTION = /reject|declin|denied|cancel/i

function isRejection(err: unknown): boolean {
  if (isUserRejection(err)) return true
  let current: unknown = err
  for (let depth = 0; current && typeof current === 'object' && depth < 20; depth++) {
    const { message, name } = current as { message?: unknown; name?: unknown }
    if (typeof message === 'string' && REJECTION.test(message)) return true
    if (typeof name === 'string' && REJECTION.test(name)) return true
    current = (current as { cause?: unknown }).cause
  }
  return typeof err === 'string' && REJECTION.test(err)
}

/**
 * Maps a wallet failure to an Airlock error: refusals become `SignatureDeclinedError` ('Signature
 * declined'), Airlock errors pass through, anything else is 'Something went wrong' with the cause.
 *
 * @example
 * toSolanaError(new Error('User rejected the request.')).shortMessage // 'Signature declined'
 */
export function toSolanaError(err: unknown): BaseError {
  if (err instanceof SignatureDeclinedError) return err
  if (err instanceof BaseError) return err
  if (isRejection(err)) return new SignatureDeclinedError({ cause: err })
  return new BaseError(ERROR_MESSAGES.somethingWentWrong, { cause: err })
}
