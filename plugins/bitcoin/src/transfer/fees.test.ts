import { p2wpkh, Transaction } from '@scure/btc-signer'
import { pubECDSA } from '@scure/btc-signer/utils.js'
import { expect, test } from 'vitest'
import { BitcoinFeeRateChangedError } from '../errors'
import { bitcoinRegtest } from '../networks'
import { assertFeeRateHolds, DUST_LIMIT, estimateVsize, feeFor, feeRatesFromEstimates } from './fees'

test('the size estimate matches a real signed P2WPKH transaction (within the signature length variance)', () => {
  const key = new Uint8Array(32).fill(3)
  const payment = p2wpkh(pubECDSA(key), bitcoinRegtest.params)
  const tx = new Transaction()
  for (let i = 0; i < 3; i++) {
    tx.addInput({
      txid: new Uint8Array(32).fill(i + 1),
      index: i,
      witnessUtxo: { script: payment.script, amount: 10_000n },
    })
  }
  tx.addOutputAddress(payment.address as string, 5_000n, bitcoinRegtest.params)
  tx.addOutputAddress(payment.address as string, 4_000n, bitcoinRegtest.params)
  tx.sign(key)
  tx.finalize()
  const estimate = estimateVsize({ inputs: ['p2wpkh', 'p2wpkh', 'p2wpkh'], outputs: ['p2wpkh', 'p2wpkh'] })
  // The estimate assumes 72-byte signatures; real ones are 71–72 bytes: never under, at most 1 vB per input over.
  expect(estimate).toBeGreaterThanOrEqual(tx.vsize)
  expect(estimate - tx.vsize).toBeLessThanOrEqual(3)
  expect(estimateVsize({ inputs: ['p2wpkh'], outputs: ['p2wpkh', 'p2wpkh'] })).toBe(141)
  expect(estimateVsize({ inputs: ['p2pkh'], outputs: ['p2pkh'] })).toBe(192)
  expect(estimateVsize({ inputs: ['p2tr'], outputs: ['p2tr', { scriptLength: 40 }] })).toBe(160)
})

test('fees round up to whole satoshis; bad rates are refused', () => {
  expect(feeFor(141, 2.5)).toBe(353n)
  expect(feeFor(141, 1)).toBe(141n)
  expect(() => feeFor(141, -1)).toThrow(RangeError)
  expect(() => feeFor(141, Number.NaN)).toThrow(RangeError)
})

test('slow, normal and fast come from the estimates of 6, 3 and 1 blocks', () => {
  expect(feeRatesFromEstimates({ '1': 20, '2': 15, '3': 10, '6': 5, '144': 1 })).toEqual({
    fast: 20,
    normal: 10,
    slow: 5,
  })
  // Esplora omits targets it has no estimate for: the closest lower target stands in
  expect(feeRatesFromEstimates({ '2': 15, '4': 8, '144': 2 })).toEqual({ fast: 15, normal: 15, slow: 8 })
  // never below the minimum relay fee, never a faster speed cheaper than a slower one
  expect(feeRatesFromEstimates({ '1': 0.4, '3': 3, '6': 0.2 })).toEqual({ fast: 3, normal: 3, slow: 1 })
  expect(feeRatesFromEstimates({})).toEqual({ fast: 1, normal: 1, slow: 1 })
  expect(feeRatesFromEstimates({ abc: 5, '-1': 9, '3': Number.NaN })).toEqual({ fast: 1, normal: 1, slow: 1 })
  expect(feeRatesFromEstimates({ '1': 12.3456 }).fast).toBe(12.35)
})

test('dust limits are those of Bitcoin Core at 3 sat/vB', () => {
  expect(DUST_LIMIT.p2wpkh).toBe(294n)
  expect(DUST_LIMIT.p2pkh).toBe(546n)
  expect(DUST_LIMIT.p2tr).toBe(330n)
})

test('a fee rate that rose since the preview asks for a review; a lower one does not', () => {
  expect(() => assertFeeRateHolds(10, 10)).not.toThrow()
  expect(() => assertFeeRateHolds(10, 11)).not.toThrow() // within 10 %
  expect(() => assertFeeRateHolds(10, 4)).not.toThrow()
  const error = (() => {
    try {
      assertFeeRateHolds(10, 12)
    } catch (e) {
      return e as BitcoinFeeRateChangedError
    }
  })()
  expect(error).toBeInstanceOf(BitcoinFeeRateChangedError)
  expect(error?.currentRate).toBe(12)
  expect(error?.params).toEqual({ rate: '12' })
  expect(() => assertFeeRateHolds(10, 10.5, 0)).toThrow(BitcoinFeeRateChangedError)
})
