// The plugin's errors as the kernel's: Bitcoin errors (kernel-free classes with a catalogue key) become a
// BaseError carrying the same text key and the original as `cause`; wallet refusals become 'Signature
// declined'; an insufficient balance is the kernel's InsufficientBalanceError ('Insufficient balance').
import { BaseError, InsufficientBalanceError, isUserRejection, SignatureDeclinedError } from '@airlock/kernel'
import { BitcoinError, BitcoinInsufficientBalanceError } from './errors'
import { BITCOIN_EN } from './messages'

// 'Something went wrong' from the plugin's own catalogue (the kernel's ERROR_MESSAGES object would bring
// every kernel text into the page's initial JS: a bundler keeps the whole object for one property).
const somethingWentWrong = (options: { details?: string; docsPath?: string; cause?: unknown }) =>
  [
    BITCOIN_EN.somethingWentWrong,
    { ...options, messageKey: { namespace: 'bitcoin', key: 'somethingWentWrong' } },
  ] as const

/** A connector id the Bitcoin adapter does not know (no wallet of that name on the page, no provider). */
export class BitcoinConnectorNotFoundError extends BaseError {
  override name = 'BitcoinConnectorNotFoundError'
  constructor(connectorId: string) {
    super(
      ...somethingWentWrong({
        details: `No Bitcoin wallet or provider for connector '${connectorId}'`,
        docsPath: '/plugins/bitcoin#wallets',
      }),
    )
  }
}

/** The connected wallet lacks what a request needs (e.g. no message signing, no PSBT signing). */
export class BitcoinWalletFeatureError extends BaseError {
  override name = 'BitcoinWalletFeatureError'
  constructor(feature: string) {
    super(
      ...somethingWentWrong({
        details: `The connected wallet does not support ${feature}`,
        docsPath: '/plugins/bitcoin#wallets',
      }),
    )
  }
}

/**
 * A Bitcoin error shown through the kernel: its `shortMessage` and `messageKey` are the Bitcoin error's
 * (namespace 'bitcoin'), the Bitcoin error itself is `bitcoinError` (and `cause`), to test by class.
 */
export class BitcoinPluginError extends BaseError {
  override name = 'BitcoinPluginError'
  /** The plugin's own error (e.g. BitcoinBroadcastRejectedError with its `kind`). */
  readonly bitcoinError: BitcoinError
  constructor(error: BitcoinError) {
    super(error.shortMessage, {
      cause: error,
      details: error.details,
      ...(error.docsPath ? { docsPath: error.docsPath } : {}),
      messageKey: { namespace: 'bitcoin', key: error.messageKey, params: error.params },
    })
    this.bitcoinError = error
  }
}

// Wallet Standard has no rejection code: wallets throw 4001, -32000 (Sats Connect) or errors saying so.
const REJECTION = /reject|declin|denied|cancel/i

function isRejection(err: unknown): boolean {
  if (isUserRejection(err)) return true
  let current: unknown = err
  for (let depth = 0; current && typeof current === 'object' && depth < 20; depth++) {
    const { message, name, code } = current as { message?: unknown; name?: unknown; code?: unknown }
    if (code === -32000 || code === 4001) return true
    if (typeof message === 'string' && REJECTION.test(message)) return true
    if (typeof name === 'string' && REJECTION.test(name)) return true
    current = (current as { cause?: unknown }).cause
  }
  return typeof err === 'string' && REJECTION.test(err)
}

/**
 * Maps any failure to an Airlock error: Airlock errors pass, Bitcoin errors keep their text key, refusals
 * are 'Signature declined', the rest 'Something went wrong' with the cause.
 *
 * @example
 * toBitcoinKernelError({ code: 4001, message: 'User rejected' }) // SignatureDeclinedError
 */
export function toBitcoinKernelError(err: unknown): BaseError {
  if (err instanceof BaseError) return err
  if (err instanceof BitcoinInsufficientBalanceError)
    return new InsufficientBalanceError({ cause: err, details: err.details })
  if (err instanceof BitcoinError) return new BitcoinPluginError(err)
  if (isRejection(err)) return new SignatureDeclinedError({ cause: err })
  return new BaseError(...somethingWentWrong({ cause: err }))
}
