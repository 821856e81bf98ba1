// Contract test: the kernel's own API clients (zod-parsing every answer) against a running devnet, reached
// as a plugin or host reaches them: `service(key)` of an instance configured with the devnet's endpoints.
// (The analytics sink is covered by @airlock/analytics' own test against the same catalogue server.)
import { createAirlock } from '@airlock/kernel'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEVNET_ACCOUNTS } from './chain/accounts'
import { DEVNET_CONTRACTS } from './chain/contracts'
import { type Devnet, OPTIONAL_SERVICES_OFF, startDevnet } from './startDevnet'

let devnet: Devnet
beforeAll(async () => {
  devnet = await startDevnet(OPTIONAL_SERVICES_OFF)
})
afterAll(() => devnet.stop())

const a0 = DEVNET_ACCOUNTS[0]!.address
const instance = () =>
  createAirlock({
    projectId: devnet.projectId,
    metadata: { name: 'devnet test', description: 'kernel clients', url: 'http://127.0.0.1', icons: [] },
    endpoints: { blockchainApi: devnet.apiUrl, walletCatalogue: devnet.catalogueUrl },
    networks: [
      {
        id: 31337,
        name: 'Devnet',
        caipNetworkId: 'eip155:31337',
        chainNamespace: 'eip155',
        nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        rpcUrls: { default: { http: ['http://127.0.0.1:9'] } },
      },
    ],
  })

describe('@airlock/kernel clients against the devnet', () => {
  it('BlockchainApiClient parses supported chains, balance, history, identity and prices', async () => {
    const api = instance().service('blockchainApi')!
    expect((await api.getSupportedChains()).http).toEqual([
      'eip155:31337',
      'eip155:31338',
      devnet.solana?.caipNetworkId,
    ])
    const balances = await api.getBalance(a0, { chainId: 'eip155:31337' })
    expect(balances.map((b) => b.symbol)).toEqual(['ETH', 'USDC', 'DAI'])
    const history = await api.getHistory(a0, { chainId: 'eip155:31337' })
    expect(history.data).toHaveLength(10)
    const next = await api.getHistory(a0, { chainId: 'eip155:31337', cursor: history.next! })
    expect(next.data).toHaveLength(2)
    expect(next.next).toBeNull()
    expect(await api.getIdentity(a0, { chainId: 'eip155:31337' })).toEqual({ name: null, avatar: null })
    const prices = await api.getTokenPrice({
      chainId: 'eip155:31337',
      addresses: [`eip155:31337:${DEVNET_CONTRACTS.usdc}`],
    })
    expect(prices.fungibles).toEqual([expect.objectContaining({ symbol: 'USDC', price: 1 })])
    expect(await api.getBalance(a0, { chainId: 'eip155:1' })).toEqual([])
  })

  it('WalletCatalogClient parses wallets and builds image URLs the catalogue serves [spec 3.6, 7.22, 7.24]', async () => {
    const catalog = instance().service('walletCatalogue')!
    const page = await catalog.getWallets({ page: 1, entries: 40, search: 'airlock' })
    expect(page.data[0]).toMatchObject({ id: devnet.testWalletId, rdns: 'dev.airlock.testwallet' })
    const image = await catalog.fetchImage(catalog.walletImageUrl(page.data[0]!.image_id!))
    expect(image.type).toBe('image/svg+xml')
    expect(await catalog.getAnalyticsConfig()).toEqual({ isAnalyticsEnabled: true })
  })
})
