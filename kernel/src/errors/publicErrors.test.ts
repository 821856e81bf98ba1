// Every error class the public API exports, with its full message and its message key: the English text
// stays the spec's, and a visitor-facing error carries the key a UI translates it by (the key's English
// text in the kernel's catalogue is the error's own text).
import { describe, expect, test } from 'vitest'
import * as kernel from '../index'
import { ERROR_MESSAGES } from './catalogue'

const samples: kernel.BaseError[] = [
  new kernel.BaseError('Something went wrong', {
    details: 'why',
    messageKey: { namespace: 'kernel', key: 'somethingWentWrong' },
  }),
  new kernel.InvalidConfigError([{ path: 'networks', message: 'needs at least one network' }]),
  new kernel.InvalidPluginOptionsError('acme', [{ path: 'delayMs', message: 'expected number' }]),
  new kernel.PluginError({ plugin: 'acme', hook: 'setup', cause: new Error('boom') }),
  new kernel.DuplicatePluginError('acme'),
  new kernel.MissingPluginDependencyError('acme', 'base'),
  new kernel.PluginCycleError(['a', 'b', 'a']),
  new kernel.DuplicateRegistrationError('Chain adapter', 'acme', 'one', 'two'),
  new kernel.DuplicateViewError('acme/view', 'one', 'two'),
  new kernel.ViewNotFoundError('acme/view'),
  new kernel.NavigationBlockedError('Networks', 'acme/sign-in'),
  new kernel.ConnectionAbortedError(),
  new kernel.LegalConsentRequiredError(),
  new kernel.SignatureDeclinedError(),
  new kernel.InsufficientBalanceError(),
  new kernel.SendTransactionError(),
  new kernel.InvalidSendParametersError('receiver address is required'),
  new kernel.TransactionError(),
  new kernel.ChainNotSupportedError('acme:9'),
  new kernel.ChainIdMissingError(),
  new kernel.NetworkNotFoundError('acme:9'),
  new kernel.NetworkIdNotFoundError('acme:9'),
  new kernel.NamespaceNotConfiguredError('acme'),
  new kernel.AdapterNotFoundError('acme'),
  new kernel.ConnectBeforeRequestError(),
  new kernel.DisconnectError(),
  new kernel.RpcUrlNotFoundError('acme:9'),
  new kernel.HttpRequestError({ status: 503, body: 'busy', url: 'http://127.0.0.1/x' }),
  new kernel.RequestAbortedError({ url: 'http://127.0.0.1/x' }),
  new kernel.RequestTimeoutError({ url: 'http://127.0.0.1/x', timeoutMs: 10_000 }),
  new kernel.InvalidCaipAddressError('x'),
  kernel.toRpcError({ code: 4001, message: 'User rejected the request.' }),
]

describe('public error classes', () => {
  test('every exported error class is sampled here', () => {
    const exported = Object.entries(kernel)
      .filter(([, value]) => typeof value === 'function' && value.prototype instanceof Error)
      .map(([name]) => name)
    const sampled = new Set(samples.flatMap((e) => [e.constructor.name, e.name]))
    expect(exported.filter((name) => name !== 'RpcError' && !sampled.has(name))).toEqual([])
  })

  test('messages and keys', () => {
    expect(
      samples.map(
        (e) =>
          `${e.name} [${e.messageKey ? `${e.messageKey.namespace}.${e.messageKey.key}` : '-'}]: ${e.message}`,
      ),
    ).toMatchInlineSnapshot(`
      [
        "BaseError [kernel.somethingWentWrong]: Something went wrong

      Details: why",
        "InvalidConfigError [-]: Invalid Airlock config

      - networks: needs at least one network",
        "InvalidPluginOptionsError [-]: Invalid acme options

      - delayMs: expected number",
        "PluginError [-]: Plugin "acme" failed in setup

      Plugin: acme
      Hook: setup

      Details: boom",
        "DuplicatePluginError [-]: Plugin "acme" is configured twice",
        "MissingPluginDependencyError [-]: Plugin "acme" requires plugin "base", which is not configured

      Add base(...) to the plugins option, before or after "acme".",
        "PluginCycleError [-]: Plugins require each other in a cycle: a → b → a",
        "DuplicateRegistrationError [-]: Chain adapter "acme" is already registered

      Registered by: one
      Registered again by: two",
        "DuplicateViewError [-]: View "acme/view" is already registered

      Registered by: one
      Registered again by: two",
        "ViewNotFoundError [-]: View "acme/view" is not registered",
        "NavigationBlockedError [-]: Cannot show "Networks" while the blocking step "acme/sign-in" runs",
        "ConnectionAbortedError [-]: The connection ended before its after-connect steps were done",
        "LegalConsentRequiredError [-]: Accept the terms (features.legalCheckbox) before connecting",
        "SignatureDeclinedError [kernel.signatureDeclined]: Signature declined",
        "InsufficientBalanceError [kernel.insufficientBalance]: Insufficient balance",
        "SendTransactionError [kernel.failedToSendTransaction]: Failed to send transaction. Please try again.",
        "InvalidSendParametersError [kernel.failedToSendTransaction]: Failed to send transaction. Please try again.

      Details: receiver address is required",
        "TransactionError [kernel.transactionError]: Transaction error",
        "ChainNotSupportedError [kernel.chainNotSupported]: Chain is not supported

      Details: Chain: acme:9",
        "ChainIdMissingError [kernel.chainIdMissing]: ChainId is required",
        "NetworkNotFoundError [kernel.networkNotFound]: Network not found

      Details: Network: acme:9",
        "NetworkIdNotFoundError [kernel.networkWithIdNotFound]: Network with ID not found

      Details: Network: acme:9",
        "NamespaceNotConfiguredError [kernel.namespaceNotConfigured]: Namespace acme is not configured",
        "AdapterNotFoundError [kernel.adapterNotFound]: Adapter not found

      Details: Namespace: acme",
        "ConnectBeforeRequestError [kernel.connectBeforeRequest]: Please call connect() before request()",
        "DisconnectError [kernel.failedToDisconnect]: Failed to disconnect",
        "RpcUrlNotFoundError [kernel.rpcUrlNotFound]: No RPC URL found for chain acme:9",
        "HttpRequestError [kernel.httpStatus]: HTTP status code: 503

      URL: http://127.0.0.1/x

      Details: busy",
        "RequestAbortedError [kernel.requestAborted]: Request was aborted

      URL: http://127.0.0.1/x",
        "RequestTimeoutError [kernel.somethingWentWrong]: Something went wrong

      URL: http://127.0.0.1/x

      Details: The request took longer than 10000 ms.",
        "InvalidCaipAddressError [kernel.invalidCaipAddress]: Invalid CAIP Address

      Details: Value: x",
        "UserRejectedRequestError [-]: User rejected the request.

      Details: User rejected the request.",
      ]
    `)
  })

  test("a kernel key names the kernel catalogue's text of the error", () => {
    for (const error of samples) {
      const key = error.messageKey
      if (key?.namespace !== 'kernel' || key.params) continue
      expect(ERROR_MESSAGES[key.key as keyof typeof ERROR_MESSAGES]).toBe(error.shortMessage)
    }
  })
})
