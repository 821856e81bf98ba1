import { expect, test } from 'vitest'
import { classifyRejection, parseRejection } from './classifyRejection'

test('reject reasons of Bitcoin Core and bcoin map to what the visitor is told', () => {
  expect(classifyRejection('bad-txns-inputs-missingorspent')).toBe('double-spend')
  expect(classifyRejection('bad-txns-inputs-spent')).toBe('double-spend')
  expect(classifyRejection('txn-mempool-conflict')).toBe('double-spend')
  expect(classifyRejection('non-mandatory-script-verify-flag')).toBe('invalid-signature')
  expect(
    classifyRejection(
      'mandatory-script-verify-flag-failed (Signature must be zero for failed CHECK(MULTI)SIG operation)',
    ),
  ).toBe('invalid-signature')
  expect(classifyRejection('min relay fee not met, 100 < 141')).toBe('fee-too-low')
  expect(classifyRejection('mempool min fee not met')).toBe('fee-too-low')
  expect(classifyRejection('tx-size')).toBe('other')
})

test("Esplora's error text is read for its code and message; other text is kept as the reason", () => {
  expect(
    parseRejection('sendrawtransaction RPC error: {"code":-26,"message":"non-mandatory-script-verify-flag"}'),
  ).toEqual({
    reason: 'non-mandatory-script-verify-flag',
    code: -26,
  })
  expect(parseRejection('Transaction rejected')).toEqual({ reason: 'Transaction rejected', code: undefined })
  expect(parseRejection('{broken')).toEqual({ reason: '{broken', code: undefined })
  expect(parseRejection('')).toEqual({ reason: 'unknown reason', code: undefined })
})
