// PSBTs (BIP-174): built for a transfer from a coin selection, read from what a dApp or wallet hands over,
// checked before a wallet is asked to sign (which inputs, whose outputs), finalized into the raw transaction.
import { p2wpkh, Transaction } from '@scure/btc-signer'
import { addressFromScript, scriptType } from '../address'
import { base64ToBytes, bytesToBase64, bytesToHex, hexToBytes } from '../encoding'
import { BitcoinInvalidPsbtError, BitcoinPsbtInputNotOwnedError } from '../errors'
import type { BitcoinNetwork } from '../networks'
import type { CoinSelection } from './selectCoins'

/** Sequence that signals replace-by-fee (BIP-125) and enables nothing else. */
export const RBF_SEQUENCE = 0xfffffffd

/** Sighash types a wallet may be asked to use (0 = Taproot's default). */
export const SIGHASH_TYPES = Object.freeze([0x00, 0x01, 0x02, 0x03, 0x81, 0x82, 0x83])

const OPTIONS = { allowUnknownOutputs: true, allowUnknownInputs: true } as const

/** What buildTransferPsbt takes. */
export interface TransferPsbtParameters {
  network: BitcoinNetwork
  selection: CoinSelection
  /** The payment key's public key: needed for nested segwit (P2SH-P2WPKH) and Taproot inputs. */
  publicKey?: Uint8Array
  /** Signal replace-by-fee (default true). */
  rbf?: boolean
}

/** An unsigned PSBT ready for the wallet. */
export interface TransferPsbt {
  psbt: Uint8Array
  base64: string
  fee: bigint
  vsize: number
}

/**
 * The unsigned PSBT of a transfer: each selected output as an input with its UTXO (amount and script, what a
 * segwit signer needs), the payments and change as outputs.
 * @example const { base64 } = buildTransferPsbt({ network: bitcoinRegtest, selection })
 */
export function buildTransferPsbt(params: TransferPsbtParameters): TransferPsbt {
  const { selection, publicKey } = params
  const tx = new Transaction(OPTIONS)
  for (const input of selection.inputs) {
    const type = scriptType(input.script)
    const extra: Record<string, Uint8Array> = {}
    if (type === 'p2sh' || type === 'p2tr') {
      if (!publicKey)
        throw new BitcoinInvalidPsbtError(`spending a ${type} output needs the payment public key`)
      if (type === 'p2sh') extra.redeemScript = p2wpkh(publicKey).script
      else extra.tapInternalKey = publicKey.length === 33 ? publicKey.slice(1) : publicKey
    }
    tx.addInput({
      txid: input.txid,
      index: input.vout,
      sequence: params.rbf === false ? 0xffffffff : RBF_SEQUENCE,
      witnessUtxo: { script: input.script, amount: input.value },
      ...extra,
    })
  }
  for (const output of selection.outputs) tx.addOutput({ script: output.script, amount: output.amount })
  const psbt = tx.toPSBT()
  return { psbt, base64: bytesToBase64(psbt), fee: selection.fee, vsize: selection.vsize }
}

/**
 * Reads a PSBT given as bytes, base64 or hex.
 * @throws BitcoinInvalidPsbtError when it is none of these or not a valid PSBT
 */
export function parsePsbt(input: string | Uint8Array): Transaction {
  let bytes: Uint8Array
  try {
    if (typeof input !== 'string') bytes = input
    else if (/^70736274ff/i.test(input.trim())) bytes = hexToBytes(input.trim())
    else bytes = base64ToBytes(input)
  } catch (error) {
    throw new BitcoinInvalidPsbtError('the PSBT is neither base64 nor hex', error)
  }
  try {
    return Transaction.fromPSBT(bytes, OPTIONS)
  } catch (error) {
    throw new BitcoinInvalidPsbtError(
      `the PSBT cannot be read: ${error instanceof Error ? error.message : String(error)}`,
      error,
    )
  }
}

/** One input of a PSBT as a person (or a check) reads it. */
export interface PsbtInputSummary {
  index: number
  /** The spent output: transaction id (display order) and output index. */
  txid: string
  vout: number
  /** Its amount and script, when the PSBT carries the UTXO. */
  value?: bigint
  script?: Uint8Array
  /** The address it belonged to, when it has one on this network. */
  address?: string
  /** Whether it already carries a signature (partial or final). */
  signed: boolean
}

/** One output of a PSBT. */
export interface PsbtOutputSummary {
  index: number
  script: Uint8Array
  address?: string
  value: bigint
}

/** What a PSBT spends and pays, and its fee when every input's amount is known. */
export interface PsbtSummary {
  inputs: PsbtInputSummary[]
  outputs: PsbtOutputSummary[]
  fee?: bigint
}

function utxoOf(tx: Transaction, index: number): { script: Uint8Array; amount: bigint } | undefined {
  const input = tx.getInput(index)
  if (input.witnessUtxo) return input.witnessUtxo
  if (input.nonWitnessUtxo && input.index !== undefined) return input.nonWitnessUtxo.outputs[input.index]
  return undefined
}

/**
 * Summarises a PSBT's inputs and outputs for `network`.
 * @example describePsbt(parsePsbt(base64), bitcoinRegtest).outputs[0].address
 */
export function describePsbt(tx: Transaction, network: BitcoinNetwork): PsbtSummary {
  const inputs: PsbtInputSummary[] = []
  let known = 0n
  let allKnown = true
  for (let index = 0; index < tx.inputsLength; index++) {
    const input = tx.getInput(index)
    if (!input.txid || input.index === undefined)
      throw new BitcoinInvalidPsbtError(`input ${index} has no outpoint`)
    const utxo = utxoOf(tx, index)
    const address = utxo ? addressFromScript(utxo.script, network) : undefined
    if (utxo) known += utxo.amount
    else allKnown = false
    inputs.push({
      index,
      txid: bytesToHex(input.txid),
      vout: input.index,
      ...(utxo ? { value: utxo.amount, script: utxo.script } : {}),
      ...(address ? { address } : {}),
      signed: Boolean(
        input.partialSig?.length || input.tapKeySig || input.finalScriptWitness || input.finalScriptSig,
      ),
    })
  }
  const outputs: PsbtOutputSummary[] = []
  let paid = 0n
  for (let index = 0; index < tx.outputsLength; index++) {
    const output = tx.getOutput(index)
    if (!output.script || output.amount === undefined)
      throw new BitcoinInvalidPsbtError(`output ${index} is incomplete`)
    const address = addressFromScript(output.script, network)
    outputs.push({ index, script: output.script, value: output.amount, ...(address ? { address } : {}) })
    paid += output.amount
  }
  if (allKnown && known < paid)
    throw new BitcoinInvalidPsbtError(`the outputs (${paid} sat) exceed the inputs (${known} sat)`)
  return { inputs, outputs, ...(allKnown ? { fee: known - paid } : {}) }
}

/** One input a wallet is asked to sign: its index, the address that owns it, the sighash types allowed. */
export interface SignInput {
  index: number
  address: string
  sighashTypes?: readonly number[]
}

/**
 * Checks that every input a wallet is asked to sign exists, carries its UTXO, and belongs to one of the
 * wallet's addresses — before the wallet is asked.
 * @throws BitcoinInvalidPsbtError (bad index, no UTXO data, unknown sighash), BitcoinPsbtInputNotOwnedError
 * (the input's output or the named address is not the wallet's)
 * @example checkSignInputs(tx, bitcoinRegtest, [payment.address], [{ index: 0, address: payment.address }])
 */
export function checkSignInputs(
  tx: Transaction,
  network: BitcoinNetwork,
  walletAddresses: readonly string[],
  signInputs: readonly SignInput[],
): void {
  if (signInputs.length === 0) throw new BitcoinInvalidPsbtError('no input to sign')
  const owned = new Set(walletAddresses)
  const seen = new Set<number>()
  for (const { index, address, sighashTypes } of signInputs) {
    if (!Number.isInteger(index) || index < 0 || index >= tx.inputsLength) {
      throw new BitcoinInvalidPsbtError(`input ${index} does not exist (the PSBT has ${tx.inputsLength})`)
    }
    if (seen.has(index)) throw new BitcoinInvalidPsbtError(`input ${index} is listed twice`)
    seen.add(index)
    for (const type of sighashTypes ?? []) {
      if (!SIGHASH_TYPES.includes(type))
        throw new BitcoinInvalidPsbtError(`sighash type ${type} of input ${index} is not valid`)
    }
    if (!owned.has(address)) {
      throw new BitcoinPsbtInputNotOwnedError(
        index,
        `input ${index} is to be signed by ${address}, which is not the wallet's`,
      )
    }
    const utxo = utxoOf(tx, index)
    if (!utxo)
      throw new BitcoinInvalidPsbtError(`input ${index} carries no UTXO (witnessUtxo or nonWitnessUtxo)`)
    const spent = addressFromScript(utxo.script, network)
    if (spent !== address) {
      throw new BitcoinPsbtInputNotOwnedError(
        index,
        `input ${index} spends an output of ${spent ?? 'an unknown script'}, not of ${address}`,
      )
    }
  }
}

/** A finalized transaction: raw hex and id. */
export interface FinalizedTransaction {
  hex: string
  txid: string
}

/**
 * Finalizes every input of a signed PSBT and extracts the transaction.
 * @throws BitcoinInvalidPsbtError naming the first input that is not (validly) signed
 * @example const { hex } = finalizePsbt(signedBase64); await esplora.broadcast(hex)
 */
export function finalizePsbt(input: string | Uint8Array | Transaction): FinalizedTransaction {
  const tx = input instanceof Transaction ? input : parsePsbt(input)
  for (let index = 0; index < tx.inputsLength; index++) {
    const current = tx.getInput(index)
    if (current.finalScriptWitness || current.finalScriptSig) continue
    try {
      tx.finalizeIdx(index)
    } catch (error) {
      throw new BitcoinInvalidPsbtError(`input ${index} is not signed`, error)
    }
  }
  return { hex: bytesToHex(tx.extract()), txid: tx.id }
}

/** A PSBT as base64 (what wallets exchange). */
export function psbtToBase64(tx: Transaction): string {
  return bytesToBase64(tx.toPSBT())
}
