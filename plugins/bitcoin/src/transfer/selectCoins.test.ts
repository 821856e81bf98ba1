import { p2wpkh } from '@scure/btc-signer'
import { pubECDSA } from '@scure/btc-signer/utils.js'
import { describe, expect, test } from 'vitest'
import { BitcoinAmountBelowDustError, BitcoinInsufficientBalanceError } from '../errors'
import { bitcoinRegtest } from '../networks'
import { DUST_LIMIT, estimateVsize, feeFor } from './fees'
import { type SpendableOutput, selectCoins } from './selectCoins'

const own = p2wpkh(pubECDSA(new Uint8Array(32).fill(1)), bitcoinRegtest.params).script
const other = p2wpkh(pubECDSA(new Uint8Array(32).fill(2)), bitcoinRegtest.params).script
const utxo = (value: bigint, confirmed = true, n = Number(value % 1000n)): SpendableOutput => ({
  txid: n.toString(16).padStart(64, '0'),
  vout: 0,
  value,
  script: own,
  confirmed,
})

describe('selectCoins', () => {
  test('largest confirmed outputs first; change back to the payment address; fee = vsize × rate', () => {
    const selection = selectCoins({
      utxos: [utxo(30_000n), utxo(100_000n), utxo(50_000n), utxo(500_000n, false)],
      payments: [{ script: other, amount: 120_000n }],
      feeRate: 5,
      changeScript: own,
    })
    expect(selection.inputs.map((i) => i.value)).toEqual([100_000n, 50_000n])
    expect(selection.vsize).toBe(
      estimateVsize({ inputs: ['p2wpkh', 'p2wpkh'], outputs: ['p2wpkh', 'p2wpkh'] }),
    )
    expect(selection.fee).toBe(feeFor(selection.vsize, 5))
    expect(selection.outputs).toHaveLength(2)
    expect(selection.outputs[1]?.script).toBe(own)
    const inTotal = selection.inputs.reduce((s, i) => s + i.value, 0n)
    const outTotal = selection.outputs.reduce((s, o) => s + o.amount, 0n)
    expect(inTotal - outTotal).toBe(selection.fee) // nothing lost
    expect(selection.change).toBe(inTotal - 120_000n - selection.fee)
  })

  test('change below the dust limit is left to the fee: no dust output', () => {
    const feeNoChange = feeFor(estimateVsize({ inputs: ['p2wpkh'], outputs: ['p2wpkh'] }), 2)
    const value = 50_000n + feeNoChange + DUST_LIMIT.p2wpkh // leaves less than dust once change costs its own bytes
    const selection = selectCoins({
      utxos: [utxo(value)],
      payments: [{ script: other, amount: 50_000n }],
      feeRate: 2,
      changeScript: own,
    })
    expect(selection.outputs).toHaveLength(1)
    expect(selection.change).toBe(0n)
    expect(selection.fee).toBe(value - 50_000n)
    for (const output of selection.outputs) expect(output.amount).toBeGreaterThanOrEqual(DUST_LIMIT.p2wpkh)
  })

  test('unconfirmed outputs are spent only when confirmed ones do not suffice, or never when disallowed', () => {
    const utxos = [utxo(20_000n), utxo(300_000n, false)]
    const selection = selectCoins({
      utxos,
      payments: [{ script: other, amount: 100_000n }],
      feeRate: 1,
      changeScript: own,
    })
    expect(selection.inputs.map((i) => i.confirmed)).toEqual([true, false])
    expect(() =>
      selectCoins({
        utxos,
        payments: [{ script: other, amount: 100_000n }],
        feeRate: 1,
        changeScript: own,
        allowUnconfirmed: false,
      }),
    ).toThrow(BitcoinInsufficientBalanceError)
  })

  test("amount + fee above the balance is 'Insufficient balance', with what was needed and available", () => {
    const error = (() => {
      try {
        selectCoins({
          utxos: [utxo(60_000n), utxo(40_000n)],
          payments: [{ script: other, amount: 100_000n }],
          feeRate: 3,
          changeScript: own,
        })
      } catch (e) {
        return e as BitcoinInsufficientBalanceError
      }
    })()
    expect(error).toBeInstanceOf(BitcoinInsufficientBalanceError)
    expect(error?.shortMessage).toBe('Insufficient balance')
    expect(error?.available).toBe(100_000n)
    expect(error?.needed).toBe(
      100_000n + feeFor(estimateVsize({ inputs: ['p2wpkh', 'p2wpkh'], outputs: ['p2wpkh'] }), 3),
    )
    expect(() =>
      selectCoins({
        utxos: [],
        payments: [{ script: other, amount: 1_000n }],
        feeRate: 1,
        changeScript: own,
      }),
    ).toThrow(BitcoinInsufficientBalanceError)
  })

  test('a payment below the dust limit is refused before anything else', () => {
    expect(() =>
      selectCoins({
        utxos: [utxo(1_000_000n)],
        payments: [{ script: other, amount: 293n }],
        feeRate: 1,
        changeScript: own,
      }),
    ).toThrow(BitcoinAmountBelowDustError)
    expect(
      selectCoins({
        utxos: [utxo(1_000_000n)],
        payments: [{ script: other, amount: 294n }],
        feeRate: 1,
        changeScript: own,
      }).outputs[0]?.amount,
    ).toBe(294n)
  })
})
