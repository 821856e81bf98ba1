import { describe, expect, test } from 'vitest'
import { isUserRejection, RpcError } from './rpc'
import {
  ExecutionRevertedError,
  InternalRpcError,
  LimitExceededRpcError,
  RPC_ERROR_MESSAGES,
  toRpcError,
  UnknownRpcError,
  UserRejectedRequestError,
} from './rpcClasses'

describe('RPC errors', () => {
  test('every standard code has a fixed message [spec 8.45]', () => {
    expect(RPC_ERROR_MESSAGES).toMatchInlineSnapshot(`
      {
        "-32000": "Missing or invalid parameters.",
        "-32001": "Requested resource not found.",
        "-32002": "Requested resource not available.",
        "-32003": "Transaction creation failed.",
        "-32004": "Method is not supported.",
        "-32005": "Request exceeds defined limit.",
        "-32006": "Version of JSON-RPC protocol is not supported.",
        "-32600": "JSON is not a valid request object.",
        "-32601": "The method does not exist / is not available.",
        "-32602": "Invalid parameters were provided to the RPC method.",
        "-32603": "An internal error was received.",
        "-32700": "Invalid JSON was received by the server. An error occurred on the server while parsing the JSON text.",
        "3": "Execution reverted.",
        "4001": "User rejected the request.",
        "4100": "The requested method and/or account has not been authorized by the user.",
        "4200": "The Provider does not support the requested method.",
        "4900": "The Provider is disconnected from all chains.",
        "4901": "The Provider is not connected to the requested chain.",
        "4902": "Unrecognized chain ID. Try adding the chain first.",
      }
    `)
  })

  test('toRpcError maps each code to its class with the fixed message [spec 8.45]', () => {
    for (const [key, text] of Object.entries(RPC_ERROR_MESSAGES)) {
      const err = toRpcError({ code: Number(key), message: 'server text' })
      expect(err).toBeInstanceOf(RpcError)
      expect(err).not.toBeInstanceOf(UnknownRpcError)
      expect(err.code).toBe(Number(key))
      expect(err.shortMessage).toBe(text)
      expect(err.details).toBe('server text')
    }
  })

  test('5000 is a user rejection [spec 8.46]', () => {
    const err = toRpcError({ code: 5000, message: 'User disapproved requested methods' })
    expect(err).toBeInstanceOf(UserRejectedRequestError)
    expect(err.code).toBe(4001)
    expect(isUserRejection(err)).toBe(true)
    expect(isUserRejection({ code: 5000 })).toBe(true)
    expect(isUserRejection(new Error('x', { cause: { code: 4001 } }))).toBe(true)
    expect(isUserRejection(new InternalRpcError())).toBe(false)
    expect(isUserRejection(null)).toBe(false)
  })

  test('unknown codes keep the server message; method and data are kept', () => {
    const err = toRpcError({ code: -32099, message: 'custom failure', data: { x: 1 } }, 'eth_call')
    expect(err).toBeInstanceOf(UnknownRpcError)
    expect(err.shortMessage).toBe('custom failure')
    expect(err.data).toEqual({ x: 1 })
    expect(err.message).toMatchInlineSnapshot(`
      "custom failure

      Method: eth_call

      Details: custom failure"
    `)
    expect(new UnknownRpcError(-1, '').shortMessage).toBe('An unknown RPC error occurred.')
  })

  test('classes carry their static code and name', () => {
    expect(LimitExceededRpcError.code).toBe(-32005)
    expect(new ExecutionRevertedError().name).toBe('ExecutionRevertedError')
    expect(new ExecutionRevertedError().message).toMatchInlineSnapshot(`"Execution reverted."`)
  })
})
