import { BaseError, SignatureDeclinedError } from '@airlock/kernel'
import { expect, test } from 'vitest'
import { SolanaInvalidTransferError, SolanaTransactionExpiredError, toSolanaError } from './errors'

test('wallet refusals, however a wallet says it, are "Signature declined"', () => {
  for (const err of [
    { code: 4001, message: 'User rejected the request.' },
    { code: 5000, message: 'x' },
    Object.assign(new Error('boom'), {
      name: 'WalletSignTransactionError',
      cause: new Error('User declined'),
    }),
    new Error('Transaction cancelled'),
    'Approval denied',
  ]) {
    const mapped = toSolanaError(err)
    expect(mapped).toBeInstanceOf(SignatureDeclinedError)
    expect(mapped.shortMessage).toBe('Signature declined')
  }
  expect(toSolanaError(new Error('socket hang up')).shortMessage).toBe('Something went wrong')
  const own = new SolanaInvalidTransferError('x')
  expect(toSolanaError(own)).toBe(own)
})

test('error texts', () => {
  expect(new SolanaInvalidTransferError('Receiver: abc').message).toMatchInlineSnapshot(`
    "Please enter a valid amount and receiver address

    Docs: /plugins/solana#transfers
    Details: Receiver: abc"
  `)
  expect(new SolanaTransactionExpiredError({ signature: 'sig' }).message).toMatchInlineSnapshot(`
    "The transaction expired before it was confirmed. Sign it again.

    Docs: /plugins/solana#expiry
    Details: The transaction's blockhash expired before it landed (sig): it will never confirm. Sign it again."
  `)
  expect(new SolanaTransactionExpiredError()).toBeInstanceOf(BaseError)
})

test('the errors a visitor sees carry the key of their text in the plugin catalogue', () => {
  expect(new SolanaInvalidTransferError('x').messageKey).toEqual({ namespace: 'solana', key: 'invalidSend' })
  expect(new SolanaTransactionExpiredError().messageKey).toEqual({
    namespace: 'solana',
    key: 'transactionExpired',
  })
})
