import { expect, test } from 'vitest'
import {
  BitcoinAddressNetworkError,
  BitcoinAmountBelowDustError,
  BitcoinBroadcastRejectedError,
  BitcoinError,
  BitcoinFeeRateChangedError,
  BitcoinInsufficientBalanceError,
  BitcoinPsbtInputNotOwnedError,
  EsploraHttpError,
} from './errors'

test('errors carry the spec text, their catalogue key and parameters, and developer details', () => {
  const insufficient = new BitcoinInsufficientBalanceError(150_000n, 100_000n)
  expect(insufficient.shortMessage).toBe('Insufficient balance')
  expect(insufficient.message).toMatchInlineSnapshot(`
    "Insufficient balance

    Docs: /plugins/bitcoin#sending
    Details: needs 150000 sat (amount + fee), the spendable outputs hold 100000 sat"
  `)
  const network = new BitcoinAddressNetworkError('bc1q…', 'Bitcoin', 'Bitcoin Regtest')
  expect(network.shortMessage).toBe('This address is for Bitcoin, not Bitcoin Regtest')
  expect(network.messageKey).toBe('wrongNetworkAddress')
  expect(network.params).toEqual({ addressNetwork: 'Bitcoin', network: 'Bitcoin Regtest' })
  expect(new BitcoinAmountBelowDustError(100n, 294n, '0.00000294').message).toMatchInlineSnapshot(`
    "The amount is too small to send. The minimum is 0.00000294 BTC.

    Docs: /plugins/bitcoin#dust
    Details: 100 sat is below the dust limit of 294 sat for this output"
  `)
  const rejected = new BitcoinBroadcastRejectedError('tx-size', -26, 'other')
  expect(rejected.shortMessage).toBe('The network refused the transaction: tx-size')
  expect(new BitcoinBroadcastRejectedError('bad-txns-inputs-spent', -25, 'double-spend').messageKey).toBe(
    'doubleSpend',
  )
  expect(new BitcoinFeeRateChangedError(5, 9).shortMessage).toBe(
    'The network fee changed to 9 sat/vB. Review the new fee and sign again.',
  )
  expect(new BitcoinPsbtInputNotOwnedError(2, 'x').inputIndex).toBe(2)
  const http = new EsploraHttpError('http://x/api/tx', 503, 'busy')
  expect(http.messageKey).toBe('serviceUnavailable')
  expect(http.details).toBe('http://x/api/tx answered HTTP 503: busy')
  const cause = new Error('socket hang up')
  expect(new BitcoinError('somethingWentWrong', { cause }).cause).toBe(cause)
  expect(new BitcoinError('somethingWentWrong', { cause }).details).toBe('socket hang up')
  for (const error of [insufficient, network, rejected, http]) {
    expect(error).toBeInstanceOf(BitcoinError)
    expect(error).toBeInstanceOf(Error)
  }
})
