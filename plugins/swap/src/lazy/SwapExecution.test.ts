// SwapExecution's choice between one atomic batch and two transactions, with a wallet that answers EIP-5792
// (the devnet's test wallets do not, so the browser journeys cover only the two-transaction path). The API
// and the wallet are recorded stand-ins here; the two-transaction path runs for real in test/browser.
import type { CaipNetwork } from '@airlock/kernel'
import { describe, expect, test, vi } from 'vitest'
import { resolveSwapOptions } from '../swap'
import type { SwapApi } from './createSwapApi'
import { SwapExecution } from './SwapExecution'
import { type SwapContext, SwapStore } from './SwapStore'

const CHAIN = 'eip155:31337'
const USER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const USDC = `${CHAIN}:0x700b6A60ce7EaaEA56F065753d8dcB9653dbAD35`
const DAI = `${CHAIN}:0xA15BB66138824a1c7167f5E85b957d04Dd34E468`
const ROUTER = '0x4690f03b98491a7F9068286FFfc27D8ce7D838f2'
const NATIVE = `${CHAIN}:0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE`
const network = {
  id: 31337,
  caipNetworkId: CHAIN,
  chainNamespace: 'eip155',
  name: 'Devnet',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:1'] } },
} as unknown as CaipNetwork

function setup(atomic: 'supported' | 'unsupported') {
  const sent: { to: string; data?: string | undefined; gas?: bigint | undefined }[] = []
  const batches: unknown[][] = []
  const adapter = {
    sendTransaction: vi.fn(async (p: { to: string; data?: string; gas?: bigint }) => {
      sent.push({ to: p.to, data: p.data, gas: p.gas })
      return `0x${String(sent.length).padStart(64, '0')}`
    }),
    waitForTransaction: vi.fn(async () => 'confirmed' as const),
    getCapabilities: vi.fn(async () => ({ '0x7a69': { atomic: { status: atomic } } })),
    sendCalls: vi.fn(async ({ calls }: { calls: readonly unknown[] }) => {
      batches.push([...calls])
      return { id: 'batch-1' }
    }),
    getProvider: () => ({
      request: async () => ({ status: 200, receipts: [{ transactionHash: `0x${'ab'.repeat(32)}` }] }),
    }),
  }
  const state = {
    network: { active: network },
    accountOf: () => ({
      address: USER,
      balance: '100',
      tokenBalance: [
        {
          address: USDC,
          quantity: { decimals: '6', numeric: '1000' },
          value: 1000,
          name: 'USD Coin',
          symbol: 'USDC',
        },
      ],
      preferredAccountType: 'eoa',
    }),
    connection: { adapter: () => adapter },
  }
  const navigate = vi.fn(async () => undefined)
  const ctx = {
    get: (select: (s: typeof state) => unknown) => select(state),
    notify: vi.fn(),
    back: vi.fn(),
    navigate,
    log: { warn: vi.fn() },
    transactions: { submit: async ({ send }: { send: () => Promise<string> }) => send() },
  } as unknown as SwapContext
  const built: Record<string, unknown>[] = []
  const api = {
    getSwapTokens: async () => ({
      tokens: [
        { name: 'Ether', symbol: 'ETH', address: NATIVE, decimals: 18 },
        { name: 'USD Coin', symbol: 'USDC', address: USDC, decimals: 6 },
        { name: 'Dai', symbol: 'DAI', address: DAI, decimals: 18 },
      ],
    }),
    getSwapGasPrice: async () => ({ standard: 1_000_000_000n, fast: 0n, instant: 0n }),
    getSwapPrices: async () => ({ fungibles: [] }),
    getSwapQuote: async () => ({
      quotes: [
        { fromAmount: 5_000_000n, fromAccount: USER, toAmount: '4990000000000000000', toAccount: USER },
      ],
    }),
    getSwapAllowance: async () => ({ allowance: 0n }),
    buildSwapApproval: async (args: { amount: bigint }) => ({
      tx: {
        from: USDC,
        to: USDC,
        data: `0x095ea7b3${args.amount.toString(16).padStart(64, '0')}`,
        value: 0n,
        eip155: { gasPrice: 1n },
      },
    }),
    buildSwapTransaction: async (args: Record<string, unknown>) => {
      built.push(args)
      return {
        tx: {
          from: `${CHAIN}:${USER}`,
          to: `${CHAIN}:${ROUTER}`,
          data: '0x38ed1739',
          amount: 1n,
          value: 0n,
          eip155: { gas: 187_000n, gasPrice: 1n },
        },
      }
    },
  } as unknown as SwapApi
  const store = new SwapStore({ ctx, api, options: resolveSwapOptions({ quoteDebounceMs: 0 }) })
  const execution = new SwapExecution({ ctx, api, store, unlimitedApproval: false })
  return { store, execution, adapter, sent, batches, built, navigate }
}

async function quoted(store: SwapStore): Promise<void> {
  await store.init()
  const usdc = store.tokens.find((t) => t.symbol === 'USDC')
  const dai = store.tokens.find((t) => t.symbol === 'DAI')
  if (!usdc || !dai) throw new Error('tokens missing')
  store.setToken('from', usdc)
  store.setToken('to', dai)
  store.setAmount('5')
  const key = store.quoteKey
  if (!key) throw new Error('no quote key')
  await store.fetchQuote(key)
  store.dispose()
}

describe('SwapExecution: approval and swap', () => {
  test('a wallet reporting atomic batching gets one wallet_sendCalls: the exact approval, then the swap built without an estimate', async () => {
    const { store, execution, adapter, batches, built, navigate } = setup('supported')
    await quoted(store)
    expect(await execution.run()).toBe(true)
    expect(adapter.sendTransaction).not.toHaveBeenCalled()
    expect(batches).toHaveLength(1)
    const [approve, swap] = batches[0] as { to: string; data: string }[]
    expect(approve?.to).toBe(USDC.split(':')[2])
    expect(approve?.data).toBe(`0x095ea7b3${5_000_000n.toString(16).padStart(64, '0')}`)
    expect(swap?.to).toBe(ROUTER)
    expect(built).toEqual([expect.objectContaining({ amount: 5_000_000n, disableEstimate: true })])
    expect(execution.batched).toBe(true)
    expect(navigate).toHaveBeenCalledWith('Account', undefined, { mode: 'reset' })
  })

  test("a wallet without atomic batching: two transactions, the approval confirmed before the swap is built with the API's gas limit", async () => {
    const { store, execution, adapter, sent, batches, built } = setup('unsupported')
    await quoted(store)
    expect(await execution.run()).toBe(true)
    expect(batches).toEqual([])
    expect(sent.map((t) => t.to)).toEqual([USDC.split(':')[2], ROUTER])
    // The swap goes with the API's gas limit (it allows for the pool's writes an estimate can miss); the
    // approval, built without one, is estimated by the adapter.
    expect(sent.map((t) => t.gas)).toEqual([undefined, 187_000n])
    expect(adapter.waitForTransaction).toHaveBeenCalledTimes(2)
    expect(built).toEqual([expect.not.objectContaining({ disableEstimate: true })])
    expect(execution.stepTotal).toBe(2)
  })
})
