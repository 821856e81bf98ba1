import { describe, expect, test, vi } from 'vitest'
import type { TokenBalance } from '../api/schemas'
import { testConfig, testRuntime } from '../chain/testing/testConfig'
import { createTestchainAdapter, testchain } from '../chain/testing/testchain'
import type { AnyAirlockPlugin } from '../plugins/types'
import { definePlugin, type PluginContext } from '../plugins/types'
import { createMemoryBackend, createStorageService } from '../storage'
import { createAirlock } from './createAirlock'
import type { AccountDataApi } from './ports'

const token = (symbol: string, decimals: string): TokenBalance => ({
  name: symbol,
  symbol,
  chainId: 'testchain:alpha',
  value: 2,
  price: 1,
  quantity: { decimals, numeric: '2' },
  iconUrl: '',
})

async function setup(
  api: Partial<AccountDataApi>,
  options: { accountData?: boolean } = {},
  extra: AnyAirlockPlugin[] = [],
) {
  let now = 1_000_000
  const backend = createMemoryBackend()
  const adapter = createTestchainAdapter(options)
  const accountDataApi: AccountDataApi = {
    getTokenBalances: vi.fn(async () => []),
    fetchTransactions: vi.fn(async () => ({ data: [], next: null })),
    ...api,
  }
  const storage = createStorageService({ backend, now: () => now })
  const airlock = createAirlock(
    testConfig({ plugins: [testchain(adapter), ...extra] }),
    testRuntime(backend, { storage, accountDataApi }),
  )
  await airlock.ready
  return { airlock, adapter, accountDataApi, tick: (ms: number) => (now += ms) }
}

describe('account data loader', () => {
  test('loads the native balance through the adapter on connect, cached for 30 s [spec 9.1]', async () => {
    const { airlock, adapter, tick } = await setup({})
    await airlock.connect('test-wallet')
    await vi.waitFor(() => expect(airlock.get((s) => s.account).balance).toBe('1.5'))
    expect(airlock.get((s) => s.account).balanceSymbol).toBe('TST')
    expect(adapter.calls.getBalance).toBe(1)
    await airlock.refreshBalances()
    expect(adapter.calls.getBalance).toBe(1)
    tick(30_000)
    adapter.options.balance = '2'
    await airlock.refreshBalances()
    expect(adapter.calls.getBalance).toBe(2)
    expect(airlock.get((s) => s.account).balance).toBe('2')
    await airlock.refreshBalances({ force: true })
    expect(adapter.calls.getBalance).toBe(3)
  })

  test('a plugin reloads the balances through its context (ctx.refreshBalances), past the cache with force', async () => {
    let ctx: PluginContext | undefined
    const funds = definePlugin({
      name: 'funds',
      setup(c) {
        ctx = c
      },
    })
    const { airlock, adapter } = await setup({}, {}, [funds])
    await airlock.connect('test-wallet')
    await vi.waitFor(() => expect(airlock.get((s) => s.account).balance).toBe('1.5'))
    adapter.options.balance = '4'
    await ctx?.refreshBalances()
    expect(airlock.get((s) => s.account).balance).toBe('1.5')
    await ctx?.refreshBalances({ force: true })
    expect(airlock.get((s) => s.account).balance).toBe('4')
  })

  test('a second load while the first is under way joins it (one request, not two)', async () => {
    let release: (tokens: TokenBalance[]) => void = () => undefined
    const getTokenBalances = vi
      .fn(async (): Promise<TokenBalance[]> => [token('USDC', '6')])
      .mockImplementationOnce(() => new Promise<TokenBalance[]>((resolve) => (release = resolve)))
    const { airlock } = await setup({ getTokenBalances })
    const connected = airlock.connect('test-wallet')
    await vi.waitFor(() => expect(getTokenBalances).toHaveBeenCalledTimes(1))
    const second = airlock.refreshBalances()
    release([token('USDC', '6')])
    await Promise.all([connected, second])
    expect(getTokenBalances).toHaveBeenCalledTimes(1)
    expect(airlock.get((s) => s.account).tokenBalance.map((t) => t.symbol)).toEqual(['USDC'])
    await airlock.refreshBalances({ force: true })
    expect(getTokenBalances).toHaveBeenCalledTimes(2)
  })

  test('loads token balances through the API, dropping 0-decimal tokens [spec 3.1]', async () => {
    const getTokenBalances = vi.fn(async () => [token('USDC', '6'), token('PUNK', '0')])
    const { airlock } = await setup({ getTokenBalances })
    await airlock.connect('test-wallet')
    await vi.waitFor(() =>
      expect(airlock.get((s) => s.account).tokenBalance.map((t) => t.symbol)).toEqual(['USDC']),
    )
    expect(getTokenBalances).toHaveBeenCalledWith({
      address: 'tc1alice',
      chainId: 'testchain:alpha',
      forceUpdate: false,
    })
  })

  test("a failure shows 'Token Balance Unavailable' and blocks retries for 30 s [spec 9.3, 8.2]", async () => {
    const getTokenBalances = vi.fn(async (): Promise<TokenBalance[]> => {
      throw new Error('HTTP status code: 500')
    })
    const { airlock, tick } = await setup({ getTokenBalances })
    const errors: string[] = []
    airlock.on('error', ({ error }) => errors.push(error.message))
    await airlock.connect('test-wallet')
    await vi.waitFor(() => expect(getTokenBalances).toHaveBeenCalledTimes(1))
    await vi.waitFor(() => expect(airlock.get((s) => s.snackbar.message)).toBe('Token Balance Unavailable'))
    expect(errors.some((m) => m.startsWith('Token Balance Unavailable'))).toBe(true)
    await airlock.refreshBalances()
    expect(getTokenBalances).toHaveBeenCalledTimes(1)
    tick(30_000)
    getTokenBalances.mockResolvedValueOnce([token('USDC', '6')])
    await airlock.refreshBalances()
    expect(getTokenBalances).toHaveBeenCalledTimes(2)
    expect(airlock.get((s) => s.account).tokenBalance).toHaveLength(1)
  })

  test('tokenBalanceStatus: idle, loading, loaded; back to idle on disconnect', async () => {
    let release: (tokens: TokenBalance[]) => void = () => {}
    const getTokenBalances = vi.fn(() => new Promise<TokenBalance[]>((resolve) => (release = resolve)))
    const { airlock } = await setup({ getTokenBalances })
    const status = () => airlock.get((s) => s.account.tokenBalanceStatus)
    expect(status()).toBe('idle')
    await airlock.connect('test-wallet')
    await vi.waitFor(() =>
      expect(airlock.get((s) => s.accountOf('testchain').tokenBalanceStatus)).toBe('loading'),
    )
    expect(status()).toBe('loading')
    release([token('USDC', '6')])
    await vi.waitFor(() => expect(status()).toBe('loaded'))
    expect(airlock.getAccount().tokenBalance).toHaveLength(1)
    await airlock.disconnect()
    expect(airlock.get((s) => s.accountOf('testchain').tokenBalanceStatus)).toBe('idle')
  })

  test('a forced refresh while a token load still hangs joins it: one request for the account', async () => {
    let release: (tokens: TokenBalance[]) => void = () => {}
    const getTokenBalances = vi.fn(() => new Promise<TokenBalance[]>((resolve) => (release = resolve)))
    const { airlock } = await setup({ getTokenBalances })
    await airlock.connect('test-wallet')
    await vi.waitFor(() => expect(getTokenBalances).toHaveBeenCalledTimes(1))
    const forced = airlock.refreshBalances({ force: true })
    expect(getTokenBalances).toHaveBeenCalledTimes(1)
    release([token('USDC', '6')])
    await forced
    expect(getTokenBalances).toHaveBeenCalledTimes(1)
    expect(airlock.getAccount().tokenBalance).toHaveLength(1)
  })

  test("tokenBalanceStatus is 'error' after a failure and while retries are blocked", async () => {
    const getTokenBalances = vi.fn(async (): Promise<TokenBalance[]> => {
      throw new Error('HTTP status code: 500')
    })
    const { airlock, tick } = await setup({ getTokenBalances })
    const status = () => airlock.get((s) => s.account.tokenBalanceStatus)
    await airlock.connect('test-wallet')
    await vi.waitFor(() => expect(status()).toBe('error'))
    await airlock.refreshBalances()
    expect(getTokenBalances).toHaveBeenCalledTimes(1)
    expect(status()).toBe('error')
    tick(30_000)
    getTokenBalances.mockResolvedValueOnce([token('USDC', '6')])
    await airlock.refreshBalances()
    expect(status()).toBe('loaded')
  })

  test("an adapter balance failure reports 'Something went wrong'", async () => {
    const { airlock, adapter } = await setup({})
    adapter.getBalance = async () => {
      throw new Error('rpc down')
    }
    const errors: string[] = []
    airlock.on('error', ({ error }) => errors.push(error.message))
    await airlock.connect('test-wallet')
    await vi.waitFor(() => expect(errors.some((m) => m.startsWith('Something went wrong'))).toBe(true))
    expect(airlock.get((s) => s.account).balance).toBeUndefined()
  })

  test('history is reset when the active network changes', async () => {
    const fetchTransactions = vi.fn(async () => ({
      data: [{ id: 't1', metadata: { minedAt: 'x', chain: 'testchain:alpha' }, transfers: [] }],
      next: 'page2',
    }))
    const { airlock } = await setup({ fetchTransactions })
    await airlock.connect('test-wallet')
    await airlock.loadHistory()
    expect(airlock.get((s) => s.history.items)).toHaveLength(1)
    expect(airlock.get((s) => s.history.complete)).toBe(false)
    await airlock.switchNetwork('testchain:beta')
    expect(airlock.get((s) => s.history.items)).toEqual([])
    await airlock.loadHistory()
    expect(fetchTransactions).toHaveBeenLastCalledWith({ address: 'tc1alice', chainId: 'testchain:beta' })
  })

  test('an incoming transaction at the top of the history reloads the balance past its cache; a changed balance starts the history over (issue 40 item 9)', async () => {
    const item = (id: string) => ({ id, metadata: { minedAt: 'x', chain: 'testchain:alpha' }, transfers: [] })
    const page = { data: [item('t1')], next: null }
    const fetchTransactions = vi.fn(async () => page)
    const { airlock, adapter } = await setup({ fetchTransactions })
    await airlock.connect('test-wallet')
    await vi.waitFor(() => expect(airlock.get((s) => s.account).balance).toBe('1.5'))
    await airlock.loadHistory()
    const calls = adapter.calls.getBalance
    // Funds arrive: the balance cache (30 s) still says 1.5, the history's first page shows the transfer.
    adapter.options.balance = '11.5'
    page.data = [item('in'), item('t1')]
    await airlock.refreshBalances()
    expect(airlock.get((s) => s.account).balance).toBe('1.5')
    // A reload of the history (Activity shown again after a reset) sees the new top item and the balance follows.
    await airlock.switchNetwork('testchain:beta')
    await airlock.switchNetwork('testchain:alpha')
    await vi.waitFor(() => expect(airlock.get((s) => s.network.active.caipNetworkId)).toBe('testchain:alpha'))
    expect(airlock.get((s) => s.history.items)).toEqual([])
    await airlock.loadHistory()
    expect(airlock.get((s) => s.history.items).map((t) => t.id)).toEqual(['in', 't1'])
    expect(adapter.calls.getBalance).toBeGreaterThan(calls)
    expect(airlock.get((s) => s.account).balance).toBe('11.5')
    // The same top item again brings no further forced reload.
    const after = adapter.calls.getBalance
    await airlock.loadHistory()
    expect(adapter.calls.getBalance).toBe(after)
    // A balance that changes under the same account (a forced reload) makes the loaded history start over.
    adapter.options.balance = '12'
    await airlock.refreshBalances({ force: true })
    expect(airlock.get((s) => s.account).balance).toBe('12')
    expect(airlock.get((s) => s.history.items)).toEqual([])
  })

  test('history loads through the same API', async () => {
    const fetchTransactions = vi.fn(async () => ({
      data: [{ id: 't1', metadata: { minedAt: 'x', chain: 'testchain:alpha' }, transfers: [] }],
      next: null,
    }))
    const { airlock } = await setup({ fetchTransactions })
    await airlock.connect('test-wallet')
    await airlock.loadHistory()
    expect(airlock.get((s) => s.history.items).map((t) => t.id)).toEqual(['t1'])
  })

  test('a connect that starts warms the API (its supported chains) while the wallet answers; not for an adapter without account data', async () => {
    for (const accountData of [true, false]) {
      const order: string[] = []
      const prepare = vi.fn(() => {
        order.push('api warmed')
      })
      const { airlock, adapter } = await setup({ prepare }, { accountData })
      const connect = adapter.connect.bind(adapter)
      adapter.connect = async (params) => {
        order.push('wallet asked')
        const result = await connect(params)
        order.push('wallet answered')
        return result
      }
      await airlock.connect('test-wallet')
      expect(order).toEqual(
        accountData ? ['wallet asked', 'api warmed', 'wallet answered'] : ['wallet asked', 'wallet answered'],
      )
      await airlock.destroy()
    }
  })

  test('[spec 9.18] a namespace whose adapter does not declare accountData gets neither API token balances nor activity', async () => {
    const getTokenBalances = vi.fn(async (): Promise<TokenBalance[]> => [token('USDC', '6')])
    const fetchTransactions = vi.fn(async () => ({
      data: [{ id: 't1', metadata: { minedAt: 'x', chain: 'testchain:alpha' }, transfers: [] }],
      next: null,
    }))
    const served = await setup({ getTokenBalances, fetchTransactions })
    expect(served.airlock.get((s) => s.history.available)).toBe(true)
    await served.airlock.connect('test-wallet')
    await vi.waitFor(() => expect(getTokenBalances).toHaveBeenCalledTimes(1))

    getTokenBalances.mockClear()
    const { airlock, adapter } = await setup({ getTokenBalances, fetchTransactions }, { accountData: false })
    expect(airlock.get((s) => s.history.available)).toBe(false)
    await airlock.connect('test-wallet')
    await vi.waitFor(() => expect(airlock.get((s) => s.account).balance).toBe('1.5'))
    expect(adapter.calls.getBalance).toBe(1)
    await airlock.refreshBalances({ force: true })
    await airlock.loadHistory()
    expect(getTokenBalances).not.toHaveBeenCalled()
    expect(fetchTransactions).toHaveBeenCalledTimes(0)
    expect(airlock.get((s) => s.history.items)).toEqual([])
  })
})
