// Bitcoin plugin errors, one class per failure. They carry what the kernel's BaseError carries (a
// `shortMessage` in English, `details`, `docsPath`, `cause`) plus the catalogue key and parameters of the
// text a visitor sees in their own locale. Kernel-free: the plugin's wiring maps them onto the kernel.
import { BitcoinError, type BitcoinErrorParameters } from './bitcoinError'
import type { BitcoinMessageKey } from './messages'

export { BitcoinError, type BitcoinErrorParameters } from './bitcoinError'
export { BitcoinNetworkDefinitionError } from './networkDefinitionError'

/** Text that is not a Bitcoin address of any known kind: 'Enter a valid Bitcoin address'. */
export class BitcoinInvalidAddressError extends BitcoinError {
  override name = 'BitcoinInvalidAddressError'
  constructor(address: string, args: BitcoinErrorParameters = {}) {
    super('invalidAddress', {
      details: `'${address}' is not a Bitcoin address`,
      ...args,
      docsPath: '/plugins/bitcoin#addresses',
    })
  }
}

/** A valid address of another network, e.g. a mainnet address on regtest. */
export class BitcoinAddressNetworkError extends BitcoinError {
  override name = 'BitcoinAddressNetworkError'
  /** Name of the network the address belongs to. */
  readonly addressNetwork: string
  constructor(address: string, addressNetwork: string, network: string) {
    super('wrongNetworkAddress', {
      params: { addressNetwork, network },
      details: `'${address}' is a ${addressNetwork} address; the network in use is ${network}`,
      docsPath: '/plugins/bitcoin#addresses',
    })
    this.addressNetwork = addressNetwork
  }
}

/** An amount that is not a positive decimal number, or has more than 8 decimal places. */
export class BitcoinInvalidAmountError extends BitcoinError {
  override name = 'BitcoinInvalidAmountError'
  constructor(text: string, reason: 'format' | 'precision' | 'range') {
    super(reason === 'precision' ? 'amountTooPrecise' : 'invalidAmount', {
      details: `'${text}' is not a valid BTC amount (${reason})`,
      docsPath: '/plugins/bitcoin#amounts',
    })
  }
}

/** An output below the dust limit of its script type (it would not be relayed). */
export class BitcoinAmountBelowDustError extends BitcoinError {
  override name = 'BitcoinAmountBelowDustError'
  /** The smallest amount that may be sent to that address, in satoshis. */
  readonly minimum: bigint
  constructor(amount: bigint, minimum: bigint, minimumText: string) {
    super('amountBelowDust', {
      params: { minimum: minimumText },
      details: `${amount} sat is below the dust limit of ${minimum} sat for this output`,
      docsPath: '/plugins/bitcoin#dust',
    })
    this.minimum = minimum
  }
}

/** The payment address cannot pay amount + fee: 'Insufficient balance' (spec §8). */
export class BitcoinInsufficientBalanceError extends BitcoinError {
  override name = 'BitcoinInsufficientBalanceError'
  /** What was needed (amount + fee) and what is available, in satoshis. */
  readonly needed: bigint
  readonly available: bigint
  constructor(needed: bigint, available: bigint) {
    super('insufficientBalance', {
      details: `needs ${needed} sat (amount + fee), the spendable outputs hold ${available} sat`,
      docsPath: '/plugins/bitcoin#sending',
    })
    this.needed = needed
    this.available = available
  }
}

/** A PSBT that cannot be parsed, or whose content is inconsistent (missing UTXO data, bad indexes). */
export class BitcoinInvalidPsbtError extends BitcoinError {
  override name = 'BitcoinInvalidPsbtError'
  constructor(details: string, cause?: unknown) {
    super('invalidPsbt', { details, cause, docsPath: '/plugins/bitcoin#psbt' })
  }
}

/** A PSBT asking the wallet to sign an input whose output is not one of the wallet's addresses. */
export class BitcoinPsbtInputNotOwnedError extends BitcoinError {
  override name = 'BitcoinPsbtInputNotOwnedError'
  /** The offending input index. */
  readonly inputIndex: number
  constructor(inputIndex: number, details: string) {
    super('psbtInputNotOwned', { details, docsPath: '/plugins/bitcoin#psbt' })
    this.inputIndex = inputIndex
  }
}

/** An Esplora answer with an error status (the body's text is in `details`). */
export class EsploraHttpError extends BitcoinError {
  override name = 'EsploraHttpError'
  readonly status: number
  readonly body: string
  constructor(url: string, status: number, body: string) {
    super('serviceUnavailable', { details: `${url} answered HTTP ${status}: ${body.slice(0, 300)}` })
    this.status = status
    this.body = body
  }
}

/** An Esplora request that got no answer in time, or failed on the network. */
export class EsploraUnavailableError extends BitcoinError {
  override name = 'EsploraUnavailableError'
  constructor(url: string, reason: 'timeout' | 'network', cause?: unknown) {
    super('serviceUnavailable', {
      details: reason === 'timeout' ? `${url} did not answer in time` : `${url} could not be reached`,
      cause,
    })
  }
}

/** An Esplora answer that does not have the documented shape. */
export class EsploraResponseError extends BitcoinError {
  override name = 'EsploraResponseError'
  constructor(url: string, problem: string) {
    super('serviceUnavailable', { details: `${url} answered something unexpected: ${problem}` })
  }
}

/** Why a node refused a transaction, as far as its reject reason tells. */
export type BroadcastRejectionKind = 'double-spend' | 'invalid-signature' | 'fee-too-low' | 'other'

const REJECTION_KEYS: Record<BroadcastRejectionKind, BitcoinMessageKey> = {
  'double-spend': 'doubleSpend',
  'invalid-signature': 'invalidSignature',
  'fee-too-low': 'feeTooLow',
  other: 'broadcastRejected',
}

/** The node refused a broadcast transaction (double spend, bad signature, fee too low, other). */
export class BitcoinBroadcastRejectedError extends BitcoinError {
  override name = 'BitcoinBroadcastRejectedError'
  /** The node's reject reason, e.g. 'bad-txns-inputs-missingorspent'. */
  readonly reason: string
  /** The node's RPC error code when it gave one (-25, -26, -27). */
  readonly code: number | undefined
  readonly kind: BroadcastRejectionKind
  constructor(reason: string, code: number | undefined, kind: BroadcastRejectionKind) {
    super(REJECTION_KEYS[kind], {
      params: { reason },
      details: `the node refused the transaction${code === undefined ? '' : ` (code ${code})`}: ${reason}`,
      docsPath: '/plugins/bitcoin#broadcast',
    })
    this.reason = reason
    this.code = code
    this.kind = kind
  }
}

/** The fee rate changed between the preview and the signature: the visitor reviews the new fee. */
export class BitcoinFeeRateChangedError extends BitcoinError {
  override name = 'BitcoinFeeRateChangedError'
  readonly previewRate: number
  readonly currentRate: number
  constructor(previewRate: number, currentRate: number) {
    super('feeRateChanged', {
      params: { rate: String(currentRate) },
      details: `the preview used ${previewRate} sat/vB, the network now asks ${currentRate} sat/vB`,
      docsPath: '/plugins/bitcoin#fees',
    })
    this.previewRate = previewRate
    this.currentRate = currentRate
  }
}
