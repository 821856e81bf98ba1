// A made-up chain namespace ("acme") for the tests: its plugin contributes a WalletConnect namespace and
// registers an adapter that connects through the connector's `getProvider('acme')`, as a real chain plugin
// (solana, bip122) would. Nothing in @airlock/walletconnect knows this namespace.
import { type CaipNetwork, type ChainAdapter, type ChainAdapterHooks, definePlugin } from '@airlock/kernel'
import type { WalletConnectTransport } from '../src/index'

/** The provider the acme namespace makes over the session. */
export interface AcmeProvider {
  accounts(): string[]
  request(args: { method: string; params?: unknown }): Promise<unknown>
  transport: WalletConnectTransport
}

declare module '@airlock/kernel' {
  interface NamespaceProviders {
    acme: AcmeProvider
  }
}

/** An acme network. */
export function acmeNetwork(id: string): CaipNetwork {
  return {
    id,
    name: `Acme ${id}`,
    nativeCurrency: { name: 'Acme', symbol: 'ACM', decimals: 6 },
    caipNetworkId: `acme:${id}`,
    chainNamespace: 'acme',
    rpcUrls: { default: { http: ['http://127.0.0.1:1/acme'] } },
  }
}

const NETWORKS = [acmeNetwork('main'), acmeNetwork('test')]

/** The acme plugin and handles on its adapter. */
export function acme() {
  let provider: AcmeProvider | undefined
  let hooks: ChainAdapterHooks | undefined
  let unsubscribe: (() => void) | undefined
  const connectWith = async (params: Parameters<ChainAdapter['connect']>[0]) => {
    if (!params.connector?.getProvider) throw new Error('acme connects only through a provider')
    provider = await params.connector.getProvider('acme')
    unsubscribe?.()
    unsubscribe = provider.transport.subscribe((event) => {
      if (event.type === 'disconnect') hooks?.disconnected()
    })
    const first = provider.accounts()[0]
    if (!first) return null
    const [, chainId, address] = first.split(':') as [string, string, string]
    return { address, chainId }
  }
  const adapter: ChainAdapter = {
    namespace: 'acme',
    networks: NETWORKS,
    address: { validate: (v) => /^[a-z]+$/.test(v) },
    attach(h) {
      hooks = h
      return () => {
        hooks = undefined
      }
    },
    async connect(params) {
      const result = await connectWith(params)
      if (!result) throw new Error('no acme account')
      return result
    },
    reconnect: connectWith,
    async disconnect() {
      provider = undefined
    },
    async getBalance() {
      return { balance: '0', symbol: 'ACM' }
    },
    async signMessage({ message, address }) {
      if (!provider) throw new Error('not connected')
      return (await provider.request({ method: 'acme_signMessage', params: { message, address } })) as string
    },
  }
  const plugin = definePlugin({
    name: 'acme',
    networks: NETWORKS,
    setup(ctx) {
      ctx.registerChainAdapter(adapter)
      ctx.contribute('walletconnect/namespace', {
        namespace: 'acme',
        chains: NETWORKS.map((n) => n.caipNetworkId),
        methods: ['acme_signMessage'],
        events: ['accountsChanged'],
        createProvider: (transport): AcmeProvider => ({
          transport,
          accounts: () => [...transport.accounts()],
          request: ({ method, params }) => {
            const chainId = transport.chains()[0] ?? 'acme:main'
            return transport.request({ chainId, method, params })
          },
        }),
      })
    },
  })
  /** The namespace alone, without an adapter (basic mode with no chain adapter). */
  const contributionOnly = definePlugin({
    name: 'acme',
    networks: NETWORKS,
    setup(ctx) {
      ctx.contribute('walletconnect/namespace', {
        namespace: 'acme',
        chains: NETWORKS.map((n) => n.caipNetworkId),
        methods: ['acme_signMessage'],
        events: ['accountsChanged'],
        createProvider: (transport): AcmeProvider => ({
          transport,
          accounts: () => [...transport.accounts()],
          request: ({ method, params }) => transport.request({ chainId: 'acme:main', method, params }),
        }),
      })
    },
  })
  return { plugin, contributionOnly, adapter, provider: () => provider }
}
