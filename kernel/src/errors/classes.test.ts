import { describe, expect, test } from 'vitest'
import { BaseError } from './base'
import {
  ChainIdMissingError,
  ChainNotSupportedError,
  LastNetworkRemovalError,
  NamespaceNotConfiguredError,
  NetworkIdNotFoundError,
  NetworkNotFoundError,
  RpcUrlNotFoundError,
} from './chain'
import { AdapterNotFoundError, ConnectBeforeRequestError, DisconnectError } from './connection'
import {
  HttpNetworkError,
  HttpRequestError,
  RequestAbortedError,
  RequestTimeoutError,
  ResponseValidationError,
} from './http'
import { PluginError } from './plugin'
import { InvalidCaip2NetworkIdError, InvalidCaip10AddressError, InvalidCaipAddressError } from './validation'

describe('error classes carry the catalogue texts', () => {
  test('thrown errors', () => {
    const errors: BaseError[] = [
      new ChainIdMissingError(),
      new RpcUrlNotFoundError(1),
      new NamespaceNotConfiguredError('bip122'),
      new ChainNotSupportedError(),
      new ChainNotSupportedError('eip155:5'),
      new NetworkNotFoundError(),
      new NetworkNotFoundError('eip155:99'),
      new NetworkIdNotFoundError('eip155:99'),
      new LastNetworkRemovalError('solana'),
      new ConnectBeforeRequestError(),
      new AdapterNotFoundError(),
      new AdapterNotFoundError('eip155'),
      new DisconnectError(),
      new InvalidCaipAddressError('x'),
      new InvalidCaip10AddressError('x'),
      new InvalidCaip2NetworkIdError('x'),
    ]
    expect(
      errors.map((e) => `${e.name}: ${e.shortMessage}${e.details ? ` (${e.details})` : ''}`),
    ).toMatchInlineSnapshot(`
        [
          "ChainIdMissingError: ChainId is required",
          "RpcUrlNotFoundError: No RPC URL found for chain 1",
          "NamespaceNotConfiguredError: Namespace bip122 is not configured",
          "ChainNotSupportedError: Chain is not supported",
          "ChainNotSupportedError: Chain is not supported (Chain: eip155:5)",
          "NetworkNotFoundError: Network not found",
          "NetworkNotFoundError: Network not found (Network: eip155:99)",
          "NetworkIdNotFoundError: Network with ID not found (Network: eip155:99)",
          "LastNetworkRemovalError: Cannot remove last network for a namespace (Namespace: solana)",
          "ConnectBeforeRequestError: Please call connect() before request()",
          "AdapterNotFoundError: Adapter not found",
          "AdapterNotFoundError: Adapter not found (Namespace: eip155)",
          "DisconnectError: Failed to disconnect",
          "InvalidCaipAddressError: Invalid CAIP Address (Value: x)",
          "InvalidCaip10AddressError: Invalid CAIP-10 address (Value: x)",
          "InvalidCaip2NetworkIdError: Invalid CAIP-2 network id (Value: x)",
        ]
      `)
    for (const e of errors) expect(e).toBeInstanceOf(BaseError)
  })

  test('HTTP errors', () => {
    const httpError = new HttpRequestError({ status: 503, body: 'busy', url: 'http://127.0.0.1/x' })
    expect(httpError.message).toMatchInlineSnapshot(`
      "HTTP status code: 503

      URL: http://127.0.0.1/x

      Details: busy"
    `)
    expect(httpError.status).toBe(503)
    expect(httpError.body).toBe('busy')
    expect(httpError.headers).toBeInstanceOf(Headers)
    expect(new RequestAbortedError({ url: 'u' }).shortMessage).toBe('Request was aborted')
    const timeout = new RequestTimeoutError({ url: 'u', timeoutMs: 10_000 })
    expect(timeout.shortMessage).toBe('Something went wrong')
    expect(timeout.details).toBe('The request took longer than 10000 ms.')
    expect(new HttpNetworkError({ url: 'u', cause: new Error('ECONNREFUSED') }).shortMessage).toBe(
      'Unknown error',
    )
    expect(new ResponseValidationError({ url: 'u', issues: 'id: required' }).details).toBe(
      'Unexpected response shape: id: required',
    )
  })

  test('PluginError stamps the plugin and hook, keeping the cause', () => {
    const cause = new NetworkNotFoundError('eip155:99')
    const err = new PluginError({ plugin: 'evm', hook: 'setup', cause })
    expect(err.shortMessage).toBe('Network not found')
    expect(err.message).toMatchInlineSnapshot(`
      "Network not found

      Plugin: evm
      Hook: setup

      Details: Network: eip155:99"
    `)
    expect(err.walk()).toBe(cause)
    const plain = new PluginError({ plugin: 'ens', hook: 'setup', cause: new Error('boom'), details: 'd' })
    expect(plain.shortMessage).toBe('Plugin "ens" failed in setup')
    expect(plain.details).toBe('d')
    expect(plain.plugin).toBe('ens')
    expect(plain.hook).toBe('setup')
  })
})

describe('transaction errors shared by chain plugins', () => {
  test('carry the catalogue texts; a declined signature is code 4001', async () => {
    const {
      InsufficientBalanceError,
      InvalidSendParametersError,
      SendTransactionError,
      SignatureDeclinedError,
    } = await import('./transaction')
    const declined = new SignatureDeclinedError({ cause: { code: 5000 } })
    expect(declined.shortMessage).toBe('Signature declined')
    expect(declined.code).toBe(4001)
    expect(new InsufficientBalanceError().shortMessage).toBe('Insufficient balance')
    expect(new SendTransactionError().shortMessage).toBe('Failed to send transaction. Please try again.')
    const invalid = new InvalidSendParametersError('receiver address is required')
    expect(invalid.shortMessage).toBe('Failed to send transaction. Please try again.')
    expect(invalid.details).toBe('receiver address is required')
    expect([declined, invalid].every((e) => e instanceof BaseError)).toBe(true)
  })
})
