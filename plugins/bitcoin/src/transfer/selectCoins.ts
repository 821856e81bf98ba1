// Which outputs pay for a transfer: confirmed outputs first, largest first, until amount + fee is covered;
// change goes back to the payment address unless it would be dust (then it is left to the fee). No output
// below its dust limit is ever created. Insufficient funds is found here, before any wallet is asked.
import { type BitcoinAddressType, scriptType } from '../address'
import {
  BitcoinAmountBelowDustError,
  BitcoinInsufficientBalanceError,
  BitcoinInvalidPsbtError,
} from '../errors'
import { formatBtc } from '../units'
import { DUST_LIMIT, estimateVsize, feeFor } from './fees'

/** An output the wallet can spend. */
export interface SpendableOutput {
  txid: string
  vout: number
  value: bigint
  /** The output's scriptPubKey (the payment address's script). */
  script: Uint8Array
  /** In a block (true) or still in the mempool. */
  confirmed: boolean
}

/** One payment: to a script, an amount in satoshis. */
export interface Payment {
  script: Uint8Array
  amount: bigint
}

/** What selectCoins takes. */
export interface SelectCoinsParameters {
  /** The payment address's unspent outputs. */
  utxos: readonly SpendableOutput[]
  /** What to pay. */
  payments: readonly Payment[]
  /** Fee rate in sat/vB. */
  feeRate: number
  /** Where change goes (the payment address's script). */
  changeScript: Uint8Array
  /** Spend outputs still in the mempool when confirmed ones do not suffice (default true). */
  allowUnconfirmed?: boolean
}

/** The chosen inputs and the outputs they pay, with the fee. */
export interface CoinSelection {
  inputs: SpendableOutput[]
  /** The payments, then the change output when there is one. */
  outputs: Payment[]
  /** Change in satoshis (0n: none, the remainder went to the fee). */
  change: bigint
  fee: bigint
  /** Estimated virtual size of the signed transaction. */
  vsize: number
  feeRate: number
}

function typeOf(script: Uint8Array, what: string): BitcoinAddressType {
  const type = scriptType(script)
  if (!type) throw new BitcoinInvalidPsbtError(`${what} is not a standard address script`)
  return type
}

/**
 * Picks the outputs to spend for `payments` at `feeRate`.
 * @throws BitcoinAmountBelowDustError for a payment below its dust limit; BitcoinInsufficientBalanceError
 * ('Insufficient balance') when the outputs cannot pay amount + fee
 * @example
 * const selection = selectCoins({ utxos, payments: [{ script, amount: 50_000n }], feeRate: 5, changeScript })
 */
export function selectCoins(params: SelectCoinsParameters): CoinSelection {
  const { payments, feeRate, changeScript } = params
  if (payments.length === 0) throw new BitcoinInvalidPsbtError('a transfer needs at least one payment')
  const paymentTypes = payments.map((p, i) => {
    const type = typeOf(p.script, `payment ${i}`)
    if (p.amount < DUST_LIMIT[type])
      throw new BitcoinAmountBelowDustError(p.amount, DUST_LIMIT[type], formatBtc(DUST_LIMIT[type]))
    return type
  })
  const changeType = typeOf(changeScript, 'the change script')
  const target = payments.reduce((sum, p) => sum + p.amount, 0n)
  const byValue = (a: SpendableOutput, b: SpendableOutput) =>
    a.value === b.value ? 0 : a.value > b.value ? -1 : 1
  const confirmed = params.utxos.filter((u) => u.confirmed).sort(byValue)
  const pending =
    params.allowUnconfirmed === false ? [] : params.utxos.filter((u) => !u.confirmed).sort(byValue)
  const candidates = [...confirmed, ...pending]
  const inputs: SpendableOutput[] = []
  const inputTypes: BitcoinAddressType[] = []
  let total = 0n
  let needed = target
  for (const utxo of candidates) {
    inputs.push(utxo)
    inputTypes.push(typeOf(utxo.script, `output ${utxo.txid}:${utxo.vout}`))
    total += utxo.value
    const withoutChange = estimateVsize({ inputs: inputTypes, outputs: paymentTypes })
    const feeWithoutChange = feeFor(withoutChange, feeRate)
    needed = target + feeWithoutChange
    if (total < needed) continue
    const withChange = estimateVsize({ inputs: inputTypes, outputs: [...paymentTypes, changeType] })
    const feeWithChange = feeFor(withChange, feeRate)
    const change = total - target - feeWithChange
    if (change >= DUST_LIMIT[changeType]) {
      return {
        inputs,
        outputs: [...payments, { script: changeScript, amount: change }],
        change,
        fee: feeWithChange,
        vsize: withChange,
        feeRate,
      }
    }
    // Change would be dust: no change output, the remainder adds to the fee.
    return { inputs, outputs: [...payments], change: 0n, fee: total - target, vsize: withoutChange, feeRate }
  }
  if (inputs.length === 0)
    needed = target + feeFor(estimateVsize({ inputs: [changeType], outputs: paymentTypes }), feeRate)
  throw new BitcoinInsufficientBalanceError(needed, total)
}
