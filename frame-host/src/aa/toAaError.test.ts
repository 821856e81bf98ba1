import { encodeErrorResult, HttpRequestError, RpcRequestError, TimeoutError } from 'viem'
import { getUserOperationError } from 'viem/account-abstraction'
import { describe, expect, it } from 'vitest'
import { airlockSmartAccountAbi } from './abis'
import {
  BundlerUnavailableError,
  InsufficientFundsError,
  NonceCollisionError,
  PaymasterRefusedError,
  PaymasterUnavailableError,
  UserOperationRejectedError,
  UserOperationRevertedError,
} from './errors'
import { decodeRevert, toAaError } from './toAaError'

const url = 'http://127.0.0.1:1/bundler/31337'
const errorString = (reason: string) =>
  encodeErrorResult({
    abi: [{ type: 'error', name: 'Error', inputs: [{ name: 'message', type: 'string' }] }],
    errorName: 'Error',
    args: [reason],
  })

/** What viem throws when the bundler answers a send with this JSON-RPC error. */
function bundlerAnswer(code: number, message: string, data?: unknown) {
  const rpc = new RpcRequestError({
    body: { method: 'eth_sendUserOperation' },
    error: { code, message, data },
    url,
  })
  return getUserOperationError(
    rpc as never,
    { callData: '0x', sender: '0x0000000000000000000000000000000000000001' } as never,
  )
}

describe('toAaError', () => {
  const send = { service: 'bundler', phase: 'send', userOperationHash: '0xabc' } as const

  it('reads a simulation revert and its Error(string) reason from alto', () => {
    const error = toAaError(
      bundlerAnswer(
        -32521,
        `UserOperation reverted during simulation with reason: ${errorString('balance')}`,
      ),
      send,
    )
    expect(error).toBeInstanceOf(UserOperationRevertedError)
    expect((error as UserOperationRevertedError).reason).toBe('balance')
    expect(error.messageKey).toBe('transactionError')
  })

  it('unwraps the account ExecuteError of a batch to the failing call and its reason', () => {
    const inner = errorString('allowance')
    const data = encodeErrorResult({
      abi: airlockSmartAccountAbi,
      errorName: 'ExecuteError',
      args: [2n, inner],
    })
    const error = toAaError(bundlerAnswer(-32521, 'execution reverted', { revertData: data }), send)
    expect(error).toMatchObject({ reason: 'allowance', callIndex: 2, revertData: data })
  })

  it('maps AA25 and AA10 to a nonce collision, AA21 to insufficient funds, paymaster AA3x to a refusal', () => {
    expect(toAaError(bundlerAnswer(-32602, 'AA25 invalid account nonce'), send)).toBeInstanceOf(
      NonceCollisionError,
    )
    // Another operation deployed the account this one would deploy.
    expect(toAaError(bundlerAnswer(-32500, 'AA10 sender already constructed'), send)).toBeInstanceOf(
      NonceCollisionError,
    )
    expect(toAaError(bundlerAnswer(-32500, "AA21 didn't pay prefund"), send)).toBeInstanceOf(
      InsufficientFundsError,
    )
    expect(toAaError(bundlerAnswer(-32500, 'AA34 signature error'), send)).toBeInstanceOf(
      PaymasterRefusedError,
    )
    const other = toAaError(bundlerAnswer(-32500, 'AA13 initCode failed or OOG'), send)
    expect(other).toBeInstanceOf(UserOperationRejectedError)
    expect((other as UserOperationRejectedError).bundlerCode).toBe(-32500)
  })

  it('tells a send that never arrived from one whose answer was lost', () => {
    const refused = new HttpRequestError({
      url,
      cause: Object.assign(new TypeError('fetch failed'), { cause: { code: 'ECONNREFUSED' } }),
    })
    const lost = toAaError(new TimeoutError({ body: {}, url }), send)
    expect(lost).toBeInstanceOf(BundlerUnavailableError)
    expect((lost as BundlerUnavailableError).mayHaveBeenReceived).toBe(true)
    expect((lost as BundlerUnavailableError).userOperationHash).toBe('0xabc')
    expect((toAaError(refused, send) as BundlerUnavailableError).mayHaveBeenReceived).toBe(false)
    expect(
      (
        toAaError(new TimeoutError({ body: {}, url }), {
          service: 'bundler',
          phase: 'prepare',
        }) as BundlerUnavailableError
      ).mayHaveBeenReceived,
    ).toBe(false)
    const down = toAaError(bundlerAnswer(-32002, 'The bundler of chain 31337 is stopped'), send)
    expect(down).toBeInstanceOf(BundlerUnavailableError)
    expect((down as BundlerUnavailableError).mayHaveBeenReceived).toBe(false)
  })

  it('turns paymaster service answers into a refusal with its reason, and network failures into unavailable', () => {
    const refusal = new RpcRequestError({
      body: { method: 'pm_getPaymasterStubData' },
      error: { code: -32001, message: 'Sponsorship refused', data: { reason: 'project-not-sponsored' } },
      url,
    })
    const paymaster = { service: 'paymaster', phase: 'prepare' } as const
    expect(toAaError(refusal, paymaster)).toMatchObject({
      code: 'PAYMASTER_REFUSED',
      reason: 'project-not-sponsored',
    })
    expect(toAaError(new TimeoutError({ body: {}, url }), paymaster)).toBeInstanceOf(
      PaymasterUnavailableError,
    )
  })

  it('passes an AaError through, also as a cause', () => {
    const inner = new PaymasterRefusedError({ reason: 'x' })
    expect(toAaError(inner, send)).toBe(inner)
    expect(toAaError(new Error('wrapped', { cause: inner }), send)).toBe(inner)
  })
})

describe('decodeRevert', () => {
  it('decodes panics and names unknown custom errors by selector', () => {
    const panic = encodeErrorResult({
      abi: [{ type: 'error', name: 'Panic', inputs: [{ name: 'code', type: 'uint256' }] }],
      errorName: 'Panic',
      args: [17n],
    })
    expect(decodeRevert(panic)).toEqual({ reason: 'panic 17' })
    expect(decodeRevert('0xdeadbeef00')).toEqual({ reason: 'custom error 0xdeadbeef' })
    expect(decodeRevert('0x')).toEqual({})
  })
})
