import { p2wpkh, RawTx, Transaction } from '@scure/btc-signer'
import { pubECDSA } from '@scure/btc-signer/utils.js'
import { describe, expect, test } from 'vitest'
import { bytesToBase64, bytesToHex } from '../encoding'
import { BitcoinInvalidPsbtError, BitcoinPsbtInputNotOwnedError } from '../errors'
import { bitcoinRegtest } from '../networks'
import {
  buildTransferPsbt,
  checkSignInputs,
  describePsbt,
  finalizePsbt,
  parsePsbt,
  RBF_SEQUENCE,
} from './psbt'
import { selectCoins } from './selectCoins'

const keyA = new Uint8Array(32).fill(11)
const keyB = new Uint8Array(32).fill(12)
const a = p2wpkh(pubECDSA(keyA), bitcoinRegtest.params)
const b = p2wpkh(pubECDSA(keyB), bitcoinRegtest.params)
const A = a.address as string
const B = b.address as string
const txid = (n: number) => n.toString(16).padStart(64, '0')

/** A PSBT spending one output of A and one of B, paying B. */
function twoOwnerPsbt(): Transaction {
  const tx = new Transaction()
  tx.addInput({ txid: txid(1), index: 0, witnessUtxo: { script: a.script, amount: 40_000n } })
  tx.addInput({ txid: txid(2), index: 3, witnessUtxo: { script: b.script, amount: 60_000n } })
  tx.addOutput({ script: b.script, amount: 99_000n })
  return tx
}

describe('transfer PSBT', () => {
  test('built from a selection, signed by the key, finalized into a transaction that pays what was selected', () => {
    const selection = selectCoins({
      utxos: [{ txid: txid(9), vout: 1, value: 250_000n, script: a.script, confirmed: true }],
      payments: [{ script: b.script, amount: 100_000n }],
      feeRate: 4,
      changeScript: a.script,
    })
    const built = buildTransferPsbt({ network: bitcoinRegtest, selection })
    const tx = parsePsbt(built.base64)
    const summary = describePsbt(tx, bitcoinRegtest)
    expect(summary.fee).toBe(selection.fee)
    expect(summary.inputs).toMatchObject([
      { txid: txid(9), vout: 1, value: 250_000n, address: A, signed: false },
    ])
    expect(summary.outputs.map((o) => [o.address, o.value])).toEqual([
      [B, 100_000n],
      [A, selection.change],
    ])
    expect(tx.getInput(0).sequence).toBe(RBF_SEQUENCE)
    checkSignInputs(tx, bitcoinRegtest, [A], [{ index: 0, address: A, sighashTypes: [1] }])
    tx.sign(keyA)
    const final = finalizePsbt(tx)
    const raw = RawTx.decode(Uint8Array.from(Buffer.from(final.hex, 'hex')))
    expect(raw.outputs.map((o) => o.amount)).toEqual([100_000n, selection.change])
    expect(raw.witnesses?.[0]).toHaveLength(2) // signature + public key
    expect(final.txid).toMatch(/^[0-9a-f]{64}$/)
    // the real size is within the estimate the fee was computed from
    expect(tx.vsize).toBeLessThanOrEqual(selection.vsize)
  })

  test('a partially signed multi-input PSBT: each owner signs its own input; finalizing waits for both', () => {
    const tx = twoOwnerPsbt()
    tx.signIdx(keyA, 0)
    const afterA = parsePsbt(bytesToBase64(tx.toPSBT()))
    expect(describePsbt(afterA, bitcoinRegtest).inputs.map((i) => i.signed)).toEqual([true, false])
    expect(() => finalizePsbt(afterA)).toThrow(BitcoinInvalidPsbtError)
    checkSignInputs(afterA, bitcoinRegtest, [B], [{ index: 1, address: B }])
    afterA.signIdx(keyB, 1)
    expect(finalizePsbt(bytesToHex(afterA.toPSBT())).hex).toMatch(/^02000000/)
  })

  test('an input that is not the wallet’s is refused before the wallet is asked', () => {
    const tx = twoOwnerPsbt()
    const refuse = (inputs: Parameters<typeof checkSignInputs>[3], owned = [A]) => {
      try {
        checkSignInputs(tx, bitcoinRegtest, owned, inputs)
      } catch (error) {
        return error
      }
      return undefined
    }
    // B's input, asked of A's wallet
    expect(refuse([{ index: 1, address: A }])).toBeInstanceOf(BitcoinPsbtInputNotOwnedError)
    // an address that is not the wallet's
    expect(refuse([{ index: 1, address: B }])).toBeInstanceOf(BitcoinPsbtInputNotOwnedError)
    expect((refuse([{ index: 1, address: A }]) as BitcoinPsbtInputNotOwnedError).inputIndex).toBe(1)
    expect(refuse([{ index: 5, address: A }])).toBeInstanceOf(BitcoinInvalidPsbtError)
    expect(refuse([{ index: 0, address: A, sighashTypes: [7] }])).toBeInstanceOf(BitcoinInvalidPsbtError)
    expect(refuse([])).toBeInstanceOf(BitcoinInvalidPsbtError)
    expect(refuse([{ index: 0, address: A }])).toBeUndefined()
    const bare = new Transaction()
    bare.addInput({ txid: txid(3), index: 0 })
    bare.addOutput({ script: a.script, amount: 1n })
    expect(() => checkSignInputs(bare, bitcoinRegtest, [A], [{ index: 0, address: A }])).toThrow(
      BitcoinInvalidPsbtError,
    )
  })

  test('malformed PSBTs are refused with BitcoinInvalidPsbtError', () => {
    for (const bad of [
      '',
      'not a psbt',
      'cHNidP8=',
      '70736274ff0100',
      bytesToBase64(new Uint8Array(40)),
      new Uint8Array([1, 2, 3]),
    ]) {
      expect(() => parsePsbt(bad), String(bad)).toThrow(BitcoinInvalidPsbtError)
    }
    // outputs worth more than the inputs
    const tx = new Transaction()
    tx.addInput({ txid: txid(1), index: 0, witnessUtxo: { script: a.script, amount: 1_000n } })
    tx.addOutput({ script: b.script, amount: 2_000n })
    expect(() => describePsbt(parsePsbt(tx.toPSBT()), bitcoinRegtest)).toThrow(BitcoinInvalidPsbtError)
  })
})
