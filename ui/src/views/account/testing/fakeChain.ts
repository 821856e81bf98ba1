// A fake chain plugin for the account views' tests, on the mock wallet of @airlock/testing: a namespace of
// your choice (eip155, solana…), an instantly approving wallet, and every wallet call replaceable so a
// test can make it slow, fail or reject.
import {
  type AccountDataApi,
  type Airlock,
  type AirlockPlugin,
  type CaipNetwork,
  type ChainAdapter,
  type ChainAdapterHooks,
  type ChainFee,
  definePlugin,
  type HistoryItem,
  type NftTransferParameters,
  type PreparedTransfer,
  type TokenBalance,
  type TransferParameters,
} from '@airlock/kernel'
import { createMockWallet, mockConnector } from '@airlock/testing'

/** A round network icon as a data URL (safe image), coloured by hue. */
export function networkIcon(hue: number): string {
  return `data:image/svg+xml;utf8,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><circle cx="12" cy="12" r="12" fill="hsl(${hue} 70% 50%)"/><path d="M12 4l5 8-5 3-5-3z" fill="white" fill-opacity="0.9"/></svg>`,
  )}`
}

/** Builds a network of a namespace. */
export function fakeNetwork(
  namespace: string,
  id: number | string,
  name: string,
  extra: Partial<CaipNetwork> = {},
): CaipNetwork {
  return {
    id,
    name,
    nativeCurrency: {
      name: `${name} Coin`,
      symbol: namespace === 'solana' ? 'SOL' : 'ETH',
      decimals: namespace === 'solana' ? 9 : 18,
    },
    caipNetworkId: `${namespace}:${id}`,
    chainNamespace: namespace,
    rpcUrls: { default: { http: ['http://127.0.0.1:9/rpc'] } },
    blockExplorers: { default: { name: 'Explorer', url: 'https://explorer.example' } },
    ...extra,
  }
}

/** EVM test address (40 hex digits). */
export const EVM_ADDRESS = '0x1234567890abcdef1234567890abcdef12345678'

/** Another valid EVM address (a receiver). */
export const EVM_RECEIVER = '0xabcdefabcdefabcdefabcdefabcdefabcdefabcd'

/** Solana test address (base58, 44 characters). */
export const SOLANA_ADDRESS = '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin'

/** The wallet calls a test can replace (the adapter reads them on each call). */
export interface FakeWallet {
  balance: string
  /** Sends a prepared transfer (native or token); returns the hash. */
  sendTransfer: (prepared: PreparedTransfer) => Promise<string>
  switchNetwork: (network: CaipNetwork) => Promise<void>
  disconnect: () => Promise<void>
  /** Present with `withGas`: the fee of a prepared transfer. */
  estimateFee?: (prepared: PreparedTransfer) => Promise<ChainFee>
}

/** A fake chain and its controls. */
export interface FakeChain {
  plugin: AirlockPlugin
  adapter: ChainAdapter
  wallet: FakeWallet
  /** Every transfer the wallet sent (native and token). */
  sent: TransferParameters[]
  /** The kernel's callbacks (the wallet reporting chain or account changes). */
  hooks(): ChainAdapterHooks
  /** Connects the instance through the fake wallet (on the first network). */
  connect(airlock: Airlock): Promise<void>
}

/** Address rules of the fake namespaces: EVM-style hex for eip155, base58 for solana, anything else non-empty. */
function addressRule(namespace: string): (value: string) => boolean {
  if (namespace === 'eip155') return (value) => /^(0x)?[0-9a-fA-F]{40}$/.test(value)
  if (namespace === 'solana') return (value) => /^[1-9A-HJ-NP-Za-km-z]{32,44}$/.test(value)
  return (value) => value.trim() !== ''
}

/**
 * Creates a fake chain for `namespace` with `networks` (the first is the default): the mock wallet of
 * @airlock/testing (connects at once), whose balance, switch, disconnect and transfers go through the
 * replaceable `wallet` calls; a fee estimate (21000 × 1 gwei) with `withGas`, token transfers with
 * `withTokens`, NFT transfers with `withNfts`, and no transaction tracking (the views under test stop at the hash).
 * Like a chain plugin with NFTs, it contributes an NFT source (no NFTs) unless `nftSource` is false.
 */
export function createFakeChain(
  namespace: string,
  networks: readonly CaipNetwork[],
  {
    address = EVM_ADDRESS,
    withGas = false,
    withTokens = false,
    withNfts = false,
    nftSource = true,
    accountType = 'eoa',
  } = {},
): FakeChain {
  const sent: TransferParameters[] = []
  let hooks: ChainAdapterHooks | undefined
  const wallet: FakeWallet = {
    balance: '1.23456789',
    sendTransfer: async ({ params }) => {
      sent.push(params)
      return `0x${(params.token ? 'cd' : 'ab').repeat(32)}`
    },
    switchNetwork: async () => {},
    disconnect: async () => {},
  }
  const mock = createMockWallet({
    namespace,
    networks,
    accounts: [address],
    accountType,
    validateAddress: addressRule(namespace),
    connectors: [mockConnector({ id: 'fake-wallet', name: 'Fake Wallet', namespaces: [namespace] })],
    fee: withGas ? 21_000n * 1_000_000_000n : null,
  })
  const fee = mock.adapter.estimateFee
  if (withGas && fee) wallet.estimateFee = fee
  const { sendTransaction: _send, waitForTransaction: _wait, ...core } = mock.adapter
  const adapter: ChainAdapter = {
    ...core,
    // As the EVM and Solana plugins declare (spec §9: the blockchain-data API serves their activity and balances).
    accountData: namespace === 'eip155' || namespace === 'solana',
    attach(h) {
      hooks = h
      return mock.adapter.attach?.(h)
    },
    disconnect: async () => {
      await core.disconnect()
      await wallet.disconnect()
    },
    getBalance: async ({ network }) => ({ balance: wallet.balance, symbol: network.nativeCurrency.symbol }),
    switchNetwork: ({ network }) => wallet.switchNetwork(network),
    signMessage: async () => '0xsig',
    sendTransfer: (prepared) => wallet.sendTransfer(prepared),
    // The chain confirms every send (without this, a send would stay 'sent': nothing checked it).
    waitForTransaction: async () => 'confirmed',
    ...(withGas
      ? {
          estimateFee: (prepared: PreparedTransfer) =>
            (wallet.estimateFee as NonNullable<FakeWallet['estimateFee']>)(prepared),
        }
      : {}),
    ...(withTokens ? { prepareTokenTransfer: async (params: TransferParameters) => ({ params }) } : {}),
    ...(withNfts
      ? {
          prepareNftTransfer: async ({ address: from, to, network, nft }: NftTransferParameters) => ({
            params: { address: from, to, network, amount: 1n, token: { address: nft.contract, decimals: 0 } },
            data: { nft },
          }),
        }
      : {}),
  }
  return {
    plugin: definePlugin({
      name: `fake-${namespace}`,
      setup(ctx) {
        ctx.registerChainAdapter(adapter)
        if (nftSource) ctx.contribute('ui/nfts', { namespace, list: async () => ({ data: [], next: null }) })
      },
    }),
    adapter,
    wallet,
    sent,
    hooks: () => {
      if (!hooks) throw new Error('adapter not attached')
      return hooks
    },
    connect: async (airlock) => {
      await airlock.connect('fake-wallet', { namespaces: [namespace] })
    },
  }
}

/** A token balance entry as the blockchain-data API returns it. */
export function fakeToken(symbol: string, numeric: string, extra: Partial<TokenBalance> = {}): TokenBalance {
  return {
    name: `${symbol} Token`,
    symbol,
    chainId: 'eip155:1',
    address: `0x${symbol.toLowerCase().padEnd(40, '0').slice(0, 40)}`,
    value: Number(numeric) * 2,
    price: 2,
    quantity: { decimals: '6', numeric },
    iconUrl: '',
    ...extra,
  }
}

/** A history item on `chain`. */
export function fakeHistoryItem(
  id: string,
  chain: string,
  extra: { spam?: boolean; direction?: string } = {},
): HistoryItem {
  return {
    id,
    metadata: {
      minedAt: '2026-11-20T10:00:00Z',
      chain,
      operationType: extra.direction === 'in' ? 'receive' : 'send',
    },
    transfers: [
      extra.spam
        ? { direction: 'in', nft_info: { name: 'Spam NFT', flags: { is_spam: true } } }
        : {
            direction: extra.direction ?? 'out',
            quantity: { numeric: '1.5' },
            fungible_info: { symbol: 'ETH', name: 'Ether' },
          },
    ],
  }
}

/** A controllable blockchain-data API: token balances and history pages. */
export interface FakeAccountApi extends AccountDataApi {
  tokens: TokenBalance[]
  tokenError: boolean
  pages: { data: HistoryItem[]; next: string | null }[]
  historyError: boolean
  historyCalls: { cursor?: string; chainId?: string }[]
}

/** Creates a fake blockchain-data API (pages are served by cursor '0', '1', ...). */
export function createFakeAccountApi(): FakeAccountApi {
  const api: FakeAccountApi = {
    tokens: [],
    tokenError: false,
    pages: [],
    historyError: false,
    historyCalls: [],
    async getTokenBalances() {
      if (api.tokenError) throw new Error('HTTP status code: 500')
      return api.tokens
    },
    async fetchTransactions({ cursor, chainId }) {
      api.historyCalls.push({
        ...(cursor === undefined ? {} : { cursor }),
        ...(chainId === undefined ? {} : { chainId }),
      })
      if (api.historyError) throw new Error('HTTP status code: 500')
      const page = api.pages[cursor === undefined ? 0 : Number(cursor)]
      return page ?? { data: [], next: null }
    },
  }
  return api
}
