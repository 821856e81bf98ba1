import { RpcError } from '@airlock/kernel'
import { UserRejectedRequestError as ViemUserRejected } from 'viem'
import { expect, test } from 'vitest'
import { SignatureDeclinedError, toEvmError } from './errors'

test('4001 and 5000, raw or wrapped by viem, become "Signature declined"', () => {
  for (const err of [
    { code: 4001, message: 'User rejected' },
    { code: 5000, message: 'User rejected.' },
    new ViemUserRejected(new Error('no')),
    { message: 'outer', cause: { code: 4001 } },
  ]) {
    const mapped = toEvmError(err)
    expect(mapped).toBeInstanceOf(SignatureDeclinedError)
    expect(mapped.shortMessage).toBe('Signature declined')
  }
})

test('other RPC codes map to the kernel classes; unknown ones keep their message', () => {
  const internal = toEvmError({ code: -32603, message: 'boom' }, 'eth_call')
  expect(internal).toBeInstanceOf(RpcError)
  expect(internal).toMatchObject({ code: -32603, shortMessage: 'An internal error was received.' })
  const unknown = toEvmError({ code: -32099, message: 'custom failure' })
  expect(unknown).toBeInstanceOf(RpcError)
  expect(unknown).toMatchObject({ code: -32099 })
  expect(unknown.shortMessage).toBe('custom failure')
})

test('anything without a code is "Something went wrong"', () => {
  expect(toEvmError(new Error('socket hang up')).shortMessage).toBe('Something went wrong')
})
