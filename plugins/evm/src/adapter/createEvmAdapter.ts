import {
  type CaipNetwork,
  type ChainAdapterHooks,
  type ChainBalance,
  type ChainConnectParameters,
  ChainNotSupportedError,
  type ChainSendTransactionParameters,
  ConnectBeforeRequestError,
  type ConnectResult,
  NetworkNotFoundError,
  RpcUrlNotFoundError,
  type WalletRequest,
} from '@airlock/kernel'
import type { Chain } from 'viem'
import { createCapabilitiesCache } from '../actions/capabilities'
import type { SendContext } from '../actions/sendTokens'
import { isEvmAddress, withHexPrefix } from '../address'
import type { ReadClient } from '../clients'
import { externalConnector } from '../connectors/external'
import { foreignConnector } from '../connectors/foreign'
import { evmError } from '../evmError'
import { toCaipNetwork } from '../networks/toCaipNetwork'
import type { EvmResolvedOptions } from '../options'
import type { Eip1193Provider, EvmConnection, EvmConnector } from '../types'
import { ConnectorNotFoundError } from './ConnectorNotFoundError'
import { ConnectorRegistry } from './ConnectorRegistry'
import type { EvmAdapter, EvmAdapterEnvironment } from './EvmAdapter'
import { gatedRequest } from './gatedRequest'
import { handshake } from './handshake'
import { lazyTransfers } from './lazyTransfers'
import { createRuntimeLoader, type EvmRuntime } from './loadEvmRuntime'
import { subscribeProvider } from './subscribeProvider'

export type { EvmAdapter, EvmAdapterEnvironment } from './EvmAdapter'

/** The active connection of the adapter. */
interface ActiveConnection {
  connector: EvmConnector
  provider: Eip1193Provider
  address: `0x${string}`
  chainId: number
  accountType: 'eoa' | 'smartAccount'
  unsubscribe: () => void
}

/** The wallet actions' chunk (./walletActions), loaded by the first sign, switch or batch. */
const walletActions = () => import('./walletActions')

/**
 * Creates the EVM adapter for parsed options. Nothing touches the page until `discover` is called. The
 * adapter itself holds no viem code: networks, connectors and discovery are plain data and listeners; the
 * viem-backed part (`evmRuntime`) is imported on the first connect, reconnect, read or send.
 *
 * @example
 * const adapter = createEvmAdapter(parseEvmOptions({ networks: [mainnet] }))
 */
export function createEvmAdapter(options: EvmResolvedOptions, env: EvmAdapterEnvironment = {}): EvmAdapter {
  const projectId = options.projectId ?? env.projectId
  const rpcProxy = options.rpc === 'proxy' ? (options.rpcProxyUrl ?? env.rpcProxyUrl) : undefined
  const chains = options.networks
  const networks = chains.map((chain) =>
    toCaipNetwork(chain, { projectId, rpcProxyUrl: rpcProxy, proxyChains: options.rpcProxyChains }),
  )
  const registry = new ConnectorRegistry()
  const readClients = new Map<number, ReadClient>()
  const balanceCache = new Map<string, { at: number; value: ChainBalance }>()
  let hooks: ChainAdapterHooks | undefined
  let active: ActiveConnection | undefined
  const capabilities = createCapabilitiesCache()
  const runtime = createRuntimeLoader()

  for (const c of options.connectors) registry.add(c)
  for (const e of options.external) registry.add(externalConnector(e))

  function chainOf(id: number | string): Chain {
    const chain = chains.find((c) => c.id === Number(id))
    if (!chain) throw new NetworkNotFoundError(`eip155:${id}`)
    return chain
  }
  function networkOf(id: number): CaipNetwork {
    const network = networks.find((n) => n.id === id)
    if (!network) throw new ChainNotSupportedError(id)
    return network
  }
  function readClientWith(lib: EvmRuntime, chainId: number): ReadClient {
    let client = readClients.get(chainId)
    if (!client) {
      const network = networkOf(chainId)
      // A chain with no RPC URL cannot be read: say so (spec §8) rather than ask an empty URL.
      const url = network.rpcUrls.default.http[0] || chainOf(chainId).rpcUrls.default.http[0]
      if (!url) throw new RpcUrlNotFoundError(network.caipNetworkId)
      client = lib.createReadClient(chainOf(chainId), url)
      readClients.set(chainId, client)
    }
    return client
  }
  async function readClient(chainId: number): Promise<ReadClient> {
    chainOf(chainId)
    return readClientWith(await runtime.load(), chainId)
  }
  function requireActive(): ActiveConnection {
    if (!active) throw new ConnectBeforeRequestError()
    return active
  }
  /**
   * Awaits the kernel's `beforeRequest` hooks (approval gating) before a request that signs or sends (a
   * refusal throws before the wallet is asked). Without attached hooks (the adapter on its own) nothing gates.
   */
  async function gate(request: Omit<WalletRequest, 'namespace'>): Promise<void> {
    await hooks?.beforeRequest(request)
  }
  /**
   * Runs `send` with the viem runtime and the active connection's context on `chainId` (default: the
   * wallet's chain), then drops cached balances.
   */
  async function withSendContext(
    send: (lib: EvmRuntime, ctx: SendContext) => Promise<`0x${string}`>,
    chainId?: number,
  ): Promise<`0x${string}`> {
    requireActive()
    const lib = await runtime.load()
    const a = requireActive()
    const id = chainId ?? a.chainId
    const chain = chainOf(id)
    const hash = await send(lib, {
      readClient: readClientWith(lib, id),
      walletClient: lib.createProviderWalletClient(a.provider, chain, a.address),
      from: a.address,
      chain,
      smartAccount: a.accountType === 'smartAccount',
      beforeSend: gate,
    })
    balanceCache.clear()
    return hash
  }
  const transfers = lazyTransfers({
    load: () => runtime.load(),
    readClient: readClientWith,
    chainOf,
    send: (chainId, run) => withSendContext(run, chainId),
    confirmationTimeoutMs: options.confirmationTimeoutMs,
    isSmartAccount: (address) =>
      active?.accountType === 'smartAccount' && active.address.toLowerCase() === address.toLowerCase(),
  })

  function activate(
    lib: EvmRuntime,
    connector: EvmConnector,
    provider: Eip1193Provider,
    conn: EvmConnection,
  ): ConnectResult {
    const { getAddress } = lib
    active?.unsubscribe()
    const first = conn.accounts[0]
    if (!first) throw new ConnectBeforeRequestError()
    const state: ActiveConnection = {
      connector,
      provider,
      address: getAddress(first),
      chainId: conn.chainId,
      accountType: conn.accountType ?? 'eoa',
      unsubscribe: () => {},
    }
    state.unsubscribe = subscribeProvider(provider, {
      accountsChanged: (accounts) => {
        capabilities.clear()
        const next = accounts[0]
        if (next) state.address = getAddress(next)
        hooks?.accountsChanged(accounts)
        if (!next) release()
      },
      chainChanged: (chainId) => {
        capabilities.clear()
        state.chainId = chainId
        hooks?.chainChanged(chainId)
      },
      disconnected: () => {
        release()
        hooks?.disconnected()
      },
    })
    active = state
    return {
      address: state.address,
      chainId: state.chainId,
      // Typed only when the connector said (else the kernel asks the connector's accountsOf, e.g. the
      // embedded wallet's smart account and EOA, and defaults to 'eoa').
      accounts: conn.accounts.map((a) => ({
        address: getAddress(a),
        ...(conn.accountType ? { type: conn.accountType } : {}),
      })),
    }
  }
  function release(): void {
    capabilities.clear()
    active?.unsubscribe()
    active = undefined
  }

  /** The adapter's own connector of that id, or the connector of another plugin through its eip155 provider. */
  function connectorFor(params: ChainConnectParameters): EvmConnector | undefined {
    return registry.get(params.connectorId) ?? foreignConnector(params.connector) ?? undefined
  }

  const adapter: EvmAdapter = {
    namespace: 'eip155',
    // Spec §9: activity and balances are served by the blockchain-data API for EVM and Solana.
    accountData: true,
    networks,
    chains,
    registry,
    address: {
      validate: isEvmAddress,
      // The EIP-55 checksum needs keccak, which comes with the viem runtime (loaded on the first connect or
      // read); before that an address is shown as given.
      format: (value) => {
        const lib = runtime.loaded()
        return lib && isEvmAddress(value) ? lib.getAddress(withHexPrefix(value)) : value
      },
    },
    get connectors() {
      return registry.visible
    },
    get connection() {
      return active
        ? { address: active.address, chainId: active.chainId, connectorId: active.connector.id }
        : undefined
    },
    attach(h) {
      hooks = h
      return () => {
        if (hooks === h) hooks = undefined
      }
    },
    async connect(params: ChainConnectParameters) {
      const connector = connectorFor(params)
      if (!connector) throw new ConnectorNotFoundError(params.connectorId)
      try {
        const chainId = params.network ? Number(params.network.id) : undefined
        // The viem runtime downloads while the wallet asks the user.
        const [lib, { provider, conn }] = await Promise.all([
          runtime.load(),
          handshake(connector, true, chainId),
        ])
        if (!conn) throw new ConnectBeforeRequestError()
        return activate(lib, connector, provider, conn)
      } catch (err) {
        throw await evmError(err, 'eth_requestAccounts')
      }
    },
    async reconnect(params: ChainConnectParameters) {
      const connector = connectorFor(params)
      if (!connector) return null
      try {
        const { provider, conn } = await handshake(connector, false)
        return conn ? activate(await runtime.load(), connector, provider, conn) : null
      } catch {
        return null
      }
    },
    async disconnect() {
      const current = active
      release()
      await current?.connector.disconnect?.()
    },
    async getBalance({ address, network }) {
      const key = `${network.caipNetworkId}:${address.toLowerCase()}`
      const hit = balanceCache.get(key)
      if (hit && Date.now() - hit.at < options.balanceCacheMs) return hit.value
      const chain = chainOf(network.id)
      const lib = await runtime.load()
      const wei = await lib.getBalance(readClientWith(lib, chain.id), { address: lib.getAddress(address) })
      const value = {
        balance: lib.formatUnits(wei, chain.nativeCurrency.decimals),
        symbol: chain.nativeCurrency.symbol,
      }
      balanceCache.set(key, { at: Date.now(), value })
      return value
    },
    async switchNetwork({ network }) {
      const chain = chainOf(network.id)
      if (!active) return
      const { provider } = active
      await (await walletActions()).switchChain(provider, chain, network.rpcUrls.default.http)
    },
    async signMessage({ message, address }) {
      const { provider } = requireActive()
      const actions = walletActions()
      await gate({ method: 'personal_sign', params: [message, address] })
      return (await actions).signMessage(provider, { message, address })
    },
    async signTypedData({ data, address }) {
      const { provider } = requireActive()
      const actions = walletActions()
      await gate({ method: 'eth_signTypedData_v4', params: [address, data] })
      return (await actions).signTypedData(provider, { data, address })
    },
    sendTransaction: (params: ChainSendTransactionParameters) =>
      withSendContext((lib, ctx) => lib.sendCheckedTransaction(ctx, params), Number(params.network.id)),
    ...transfers,
    async estimateGas(params: ChainSendTransactionParameters) {
      const lib = await runtime.load()
      const from = lib.getAddress(params.address)
      const data = params.data && params.data !== '0x' ? (params.data as `0x${string}`) : undefined
      return lib.estimateGas(readClientWith(lib, Number(params.network.id)), {
        account: from,
        to: lib.getAddress(params.to),
        value: params.value,
        ...(data ? { data } : {}),
      })
    },
    async getGasPrice({ network }) {
      const lib = await runtime.load()
      return lib.getGasPrice(readClientWith(lib, Number(network.id)))
    },
    async getCapabilities({ address, chainId } = {}) {
      const a = requireActive()
      return capabilities.get(a.provider, { address: address ?? a.address, chainId: chainId ?? a.chainId })
    },
    sendNativeToken: (params) => withSendContext((lib, ctx) => lib.sendNativeToken(ctx, params)),
    sendErc20Token: (params) => withSendContext((lib, ctx) => lib.sendErc20Token(ctx, params)),
    async sendCalls({ calls }) {
      const a = requireActive()
      return (await walletActions()).sendCalls(
        a.provider,
        { from: a.address, chainId: a.chainId, calls },
        gate,
      )
    },
    getProvider: () => requireActive().provider,
    request: async (args) => gatedRequest(requireActive().provider, args, gate),
    readClient,
    discover: (target) => registry.discover(target, { injected: options.injected, eip6963: options.eip6963 }),
    async dispose() {
      release()
      await Promise.all(registry.all().map((c) => c.close?.()))
    },
  }
  return adapter
}
