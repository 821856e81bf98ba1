// The embedded EVM provider's errors as a dApp meets them, through the evm plugin's toEvmError: the frame's
// rejection is 'Signature declined', a refused method 4200, and a frame failure with its own code (a user
// operation reverting, the paymaster refusing…) an internal RPC error that keeps that code in `data` and the
// frame's reason in its cause.

import { toEvmError } from '@airlock/evm'
import { RpcError, SignatureDeclinedError } from '@airlock/kernel'
import { describe, expect, it } from 'vitest'
import { createEvmProvider } from './createEvmProvider'
import { FrameRequestError } from './FrameClient'

/** A provider over a frame client double that fails every request with `error`. */
function failingProvider(error: Error) {
  return createEvmProvider({
    client: {
      request: async () => {
        throw error
      },
    },
    notAllowed: () => undefined,
  })
}

/** What a dApp's request through the evm plugin throws (toEvmError of the provider's rejection). */
async function fromDapp(error: Error, method = 'eth_sendTransaction') {
  const rejection = await failingProvider(error)
    .request({ method, params: [{ from: '0x1', to: '0x2' }] })
    .then(
      () => undefined,
      (e: unknown) => e,
    )
  return toEvmError(rejection, method)
}

describe('the embedded EVM provider, errors as the dApp gets them', () => {
  it("a user operation reverting: an internal RPC error with the frame's code in data and its reason in the cause", async () => {
    const error = await fromDapp(
      new FrameRequestError({
        code: 'USER_OPERATION_REVERTED',
        message: 'The transaction would fail: Withdraw amount too large',
      }),
    )
    expect(error).toBeInstanceOf(RpcError)
    expect(error).toMatchObject({ code: -32603, data: { code: 'USER_OPERATION_REVERTED' } })
    expect((error.cause as Error).message).toContain('Withdraw amount too large')
  })

  it('each frame code stays apart: paymaster refusal, bundler down, nonce collision', async () => {
    for (const code of ['PAYMASTER_REFUSED', 'BUNDLER_UNAVAILABLE', 'NONCE_COLLISION']) {
      expect(await fromDapp(new FrameRequestError({ code, message: 'Failed' }))).toMatchObject({
        code: -32603,
        data: { code },
      })
    }
  })

  it('the visitor rejecting in the frame is SignatureDeclinedError; a method the frame refuses is 4200', async () => {
    expect(await fromDapp(new FrameRequestError({ code: 4001, message: 'Rejected' }))).toBeInstanceOf(
      SignatureDeclinedError,
    )
    expect(await fromDapp(new FrameRequestError({ code: 5000, message: 'Rejected' }))).toBeInstanceOf(
      SignatureDeclinedError,
    )
    const refused = await fromDapp(new FrameRequestError({ code: 'RPC_NOT_ALLOWED', message: 'No' }))
    expect(refused).toBeInstanceOf(RpcError)
    expect(refused).toMatchObject({ code: 4200, data: { code: 'RPC_NOT_ALLOWED' } })
  })
})
