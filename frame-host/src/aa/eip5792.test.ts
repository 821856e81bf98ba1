import type { Address } from 'viem'
import type { UserOperationReceipt } from 'viem/account-abstraction'
import { describe, expect, it } from 'vitest'
import { callsStatus, parseSendCalls, SentCallsRegistry, smartAccountCapabilities } from './eip5792'
import {
  InvalidCallsError,
  UnknownBundleError,
  UnsupportedCapabilityError,
  UnsupportedChainError,
} from './errors'

const account: Address = '0x1111111111111111111111111111111111111111'
const to = '0x2222222222222222222222222222222222222222'
const context = { account, chainIds: [31337] }
const request = (over: Record<string, unknown> = {}) => [
  {
    version: '2.0.0',
    chainId: '0x7a69',
    atomicRequired: true,
    calls: [{ to, value: '0x10', data: '0xabcd' }],
    ...over,
  },
]

describe('parseSendCalls', () => {
  it('turns a valid request into calls for the account', () => {
    expect(parseSendCalls(request({ id: 'x', from: account }), context)).toEqual({
      chainId: 31337,
      id: 'x',
      atomicRequired: true,
      paymasterService: undefined,
      calls: [{ to, value: 16n, data: '0xabcd' }],
    })
  })

  it.each([
    ['a call without to', { calls: [{ value: '0x1' }] }],
    ['a to not starting with 0x', { calls: [{ to: to.slice(2) }] }],
    ['data not starting with 0x', { calls: [{ to, data: 'abcd' }] }],
    ['a value that is not a hex quantity', { calls: [{ to, value: 16 }] }],
    ['no calls', { calls: [] }],
    ['a chain id that is not hex', { chainId: 31337 }],
    ['from another account', { from: to }],
    ['a paymaster service without an http url', { capabilities: { paymasterService: { url: 'ftp://x' } } }],
  ])('refuses %s with InvalidCallsError (-32602)', (_, over) => {
    const error = (() => {
      try {
        parseSendCalls(request(over), context)
      } catch (e) {
        return e
      }
    })()
    expect(error).toBeInstanceOf(InvalidCallsError)
    expect((error as InvalidCallsError).rpcCode).toBe(-32602)
  })

  it('refuses a chain without a smart account setup with 5710', () => {
    expect(() => parseSendCalls(request({ chainId: '0x1' }), context)).toThrow(UnsupportedChainError)
  })

  it('refuses an unknown required capability with 5700, and ignores an optional one', () => {
    expect(() => parseSendCalls(request({ capabilities: { auxiliaryFunds: {} } }), context)).toThrow(
      UnsupportedCapabilityError,
    )
    expect(() =>
      parseSendCalls(
        request({ calls: [{ to, capabilities: { permissions: { optional: false } } }] }),
        context,
      ),
    ).toThrow(UnsupportedCapabilityError)
    expect(
      parseSendCalls(request({ capabilities: { auxiliaryFunds: { optional: true } } }), context).calls,
    ).toHaveLength(1)
  })

  it('reads the paymasterService capability', () => {
    const parsed = parseSendCalls(
      request({
        capabilities: { paymasterService: { url: 'http://127.0.0.1:9/pm', context: { policy: 'a' } } },
      }),
      context,
    )
    expect(parsed.paymasterService).toEqual({ url: 'http://127.0.0.1:9/pm', context: { policy: 'a' } })
  })
})

describe('smartAccountCapabilities', () => {
  it('reports atomic calls everywhere and paymasterService where a paymaster is set up', () => {
    const chains = [
      { chainId: 31337, paymaster: true },
      { chainId: 31338, paymaster: false },
    ]
    expect(smartAccountCapabilities(chains)).toEqual({
      '0x7a69': { atomic: { status: 'supported' }, paymasterService: { supported: true } },
      '0x7a6a': { atomic: { status: 'supported' } },
    })
    expect(Object.keys(smartAccountCapabilities(chains, ['0x7a6a', '0x1']))).toEqual(['0x7a6a'])
  })
})

describe('callsStatus and SentCallsRegistry', () => {
  it('is pending without a receipt, confirmed or reverted with one', () => {
    expect(callsStatus('a', 31337, null)).toEqual({
      version: '2.0.0',
      id: 'a',
      chainId: '0x7a69',
      atomic: true,
      status: 100,
    })
    const receipt = (success: boolean) =>
      ({
        success,
        logs: [],
        receipt: { blockHash: '0xbb', blockNumber: 5n, gasUsed: 21000n, transactionHash: '0xcc' },
      }) as unknown as UserOperationReceipt
    expect(callsStatus('a', 31337, receipt(true))).toMatchObject({
      status: 200,
      receipts: [{ status: '0x1', blockNumber: '0x5', gasUsed: '0x5208', transactionHash: '0xcc' }],
    })
    expect(callsStatus('a', 31337, receipt(false))).toMatchObject({
      status: 500,
      receipts: [{ status: '0x0' }],
    })
  })

  it('knows the ids it recorded and refuses others with 5730', () => {
    const registry = new SentCallsRegistry()
    registry.add('a', { chainId: 1, userOperationHash: '0x01' })
    expect(registry.has('a')).toBe(true)
    expect(registry.get('a')).toEqual({ chainId: 1, userOperationHash: '0x01' })
    expect(() => registry.get('b')).toThrow(UnknownBundleError)
    expect(registry.entries()).toEqual([['a', { chainId: 1, userOperationHash: '0x01' }]])
  })
})
