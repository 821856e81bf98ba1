import {
  type CaipNetwork,
  type ChainAdapter,
  type ChainAdapterHooks,
  type ChainBalance,
  type ChainConnectParameters,
  ChainNotSupportedError,
  type ChainSendTransactionParameters,
  ConnectBeforeRequestError,
  type ConnectResult,
  NetworkNotFoundError,
} from '@airlock/kernel'
import type { Chain } from 'viem'
import { sendCalls } from '../actions/sendCalls'
import type { SendContext, SendErc20TokenParameters, SendNativeTokenParameters } from '../actions/sendTokens'
import { signMessage, signTypedData } from '../actions/sign'
import { switchChain } from '../actions/switchChain'
import type { ReadClient } from '../clients'
import { externalConnector } from '../connectors/external'
import type { InjectedTarget } from '../connectors/injected'
import { walletConnectConnector } from '../connectors/walletConnect'
import { toEvmError } from '../errors'
import { toCaipNetwork } from '../networks/toCaipNetwork'
import type { EvmResolvedOptions, ResolvedWalletConnectOptions } from '../options'
import type { Eip1193Provider, EvmConnection, EvmConnector } from '../types'
import { ConnectorNotFoundError } from './ConnectorNotFoundError'
import { ConnectorRegistry } from './ConnectorRegistry'
import { createRuntimeLoader, type EvmRuntime } from './loadEvmRuntime'
import { subscribeProvider } from './subscribeProvider'

/** The active connection of the adapter. */
interface ActiveConnection {
  connector: EvmConnector
  provider: Eip1193Provider
  address: `0x${string}`
  chainId: number
  unsubscribe: () => void
}

/** What the adapter takes from the kernel: project id, RPC proxy and resolved WalletConnect settings. */
export interface EvmAdapterEnvironment {
  /** The app's project id (the kernel's, unless the plugin options set one). */
  projectId?: string | undefined
  /** The RPC proxy endpoint (the kernel's `endpoints.rpcProxy`). */
  rpcProxyUrl?: string | undefined
  /** WalletConnect settings; absent means no WalletConnect connector. */
  walletConnect?: ResolvedWalletConnectOptions | undefined
}

/** The EVM chain adapter: the kernel's `ChainAdapter` plus EVM-only actions. */
export interface EvmAdapter extends ChainAdapter {
  /** The connector registry (add the AUTH connector or test connectors here). */
  readonly registry: ConnectorRegistry
  /** The viem chains served. */
  readonly chains: readonly Chain[]
  /** The connected address and chain, or undefined. */
  readonly connection: { address: `0x${string}`; chainId: number; connectorId: string } | undefined
  /** The active connector's provider (throws 'Please call connect() before request()' when none). */
  getProvider(): Eip1193Provider
  /** The viem read client of a chain id (use it with viem/actions); loads the viem-backed code on first use. */
  readClient(chainId: number): Promise<ReadClient>
  /** Sends the native currency (spec §5 rules). */
  sendNativeToken(params: SendNativeTokenParameters): Promise<`0x${string}`>
  /** Sends an ERC-20 token. */
  sendErc20Token(params: SendErc20TokenParameters): Promise<`0x${string}`>
  /** ERC-20 transfer in smallest units (the shape @airlock/ui's Send view calls). */
  sendToken(params: {
    to: string
    amount: bigint
    token: { address: string; decimals: number }
    network: CaipNetwork
    address: string
  }): Promise<`0x${string}`>
  /** EIP-712 typed data with eth_signTypedData_v4. */
  signTypedData(params: { data: unknown; address: string }): Promise<string>
  /** wallet_sendCalls, validated. */
  sendCalls(params: { calls: readonly unknown[] }): Promise<unknown>
  /** Starts connector discovery on a window; returns the stopper. */
  discover(target: (EventTarget & InjectedTarget) | undefined): () => void
  /** Drops the connection listeners and closes connector sockets (not the wallet session). */
  dispose(): Promise<void>
}

/**
 * Creates the EVM adapter for parsed options. Nothing touches the page until `discover` is called. The
 * adapter itself holds no viem code: networks, connectors and discovery are plain data and listeners; the
 * viem-backed part (`evmRuntime`) is imported on the first connect, reconnect, read or send.
 *
 * @example
 * const adapter = createEvmAdapter(evmOptionsSchema.parse({ networks: [mainnet] }))
 */
export function createEvmAdapter(options: EvmResolvedOptions, env: EvmAdapterEnvironment = {}): EvmAdapter {
  const projectId = options.projectId ?? env.projectId
  const rpcProxy = options.rpc === 'proxy' ? (options.rpcProxyUrl ?? env.rpcProxyUrl) : undefined
  const chains = options.networks
  const networks = chains.map((chain) => toCaipNetwork(chain, { projectId, rpcProxyUrl: rpcProxy }))
  const registry = new ConnectorRegistry()
  const readClients = new Map<number, ReadClient>()
  const balanceCache = new Map<string, { at: number; value: ChainBalance }>()
  let hooks: ChainAdapterHooks | undefined
  let active: ActiveConnection | undefined
  const runtime = createRuntimeLoader()

  for (const c of options.connectors) registry.add(c)
  for (const e of options.external) registry.add(externalConnector(e))
  const walletConnect = env.walletConnect
    ? walletConnectConnector({
        options: env.walletConnect,
        chains,
        rpcUrl: (id) => networkOf(id).rpcUrls.default.http[0] ?? '',
        onUri: (uri, expiresAt) => hooks?.walletConnectUri(uri, expiresAt),
        onUriCleared: () => hooks?.walletConnectUriCleared(),
      })
    : undefined
  if (walletConnect) registry.add(walletConnect)

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
      const url = networkOf(chainId).rpcUrls.default.http[0] ?? chainOf(chainId).rpcUrls.default.http[0]
      client = lib.createReadClient(chainOf(chainId), url ?? '')
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
  /** Runs `send` with the viem runtime and the active connection's context, then drops cached balances. */
  async function withSendContext(
    send: (lib: EvmRuntime, ctx: SendContext) => Promise<`0x${string}`>,
  ): Promise<`0x${string}`> {
    requireActive()
    const lib = await runtime.load()
    const a = requireActive()
    const chain = chainOf(a.chainId)
    const hash = await send(lib, {
      readClient: readClientWith(lib, a.chainId),
      walletClient: lib.createProviderWalletClient(a.provider, chain, a.address),
      from: a.address,
      chain,
    })
    balanceCache.clear()
    return hash
  }

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
      unsubscribe: () => {},
    }
    state.unsubscribe = subscribeProvider(provider, {
      accountsChanged: (accounts) => {
        const next = accounts[0]
        if (next) state.address = getAddress(next)
        hooks?.accountsChanged(accounts)
        if (!next) release()
      },
      chainChanged: (chainId) => {
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
      accounts: conn.accounts.map((a) => ({ address: getAddress(a), type: 'eoa' })),
    }
  }
  function release(): void {
    active?.unsubscribe()
    active = undefined
  }

  async function handshake(
    connector: EvmConnector,
    prompt: boolean,
    chainId?: number,
  ): Promise<{ provider: Eip1193Provider; conn: EvmConnection | null }> {
    if (prompt && connector.connect) {
      const conn = await connector.connect(chainId === undefined ? {} : { chainId })
      return { provider: await connector.getProvider(), conn }
    }
    if (!prompt && connector.reconnect) {
      const conn = await connector.reconnect()
      return { provider: await connector.getProvider(), conn }
    }
    const provider = await connector.getProvider()
    const accounts = (await provider.request({
      method: prompt ? 'eth_requestAccounts' : 'eth_accounts',
    })) as `0x${string}`[]
    if (accounts.length === 0) return { provider, conn: null }
    const walletChainId = Number(await provider.request({ method: 'eth_chainId' }))
    return { provider, conn: { accounts, chainId: walletChainId } }
  }

  const adapter: EvmAdapter = {
    namespace: 'eip155',
    networks,
    chains,
    registry,
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
      const connector = registry.get(params.connectorId)
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
        throw toEvmError(err, 'eth_requestAccounts')
      }
    },
    async reconnect(params: ChainConnectParameters) {
      const connector = registry.get(params.connectorId)
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
      await switchChain(active.provider, chain, network.rpcUrls.default.http)
    },
    async signMessage({ message, address }) {
      return signMessage(requireActive().provider, { message, address })
    },
    async signTypedData({ data, address }) {
      return signTypedData(requireActive().provider, { data, address })
    },
    sendTransaction: (params: ChainSendTransactionParameters) =>
      withSendContext((lib, ctx) => lib.sendCheckedTransaction(ctx, params)),
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
    async getCapabilities({ address }) {
      try {
        return (await requireActive().provider.request({
          method: 'wallet_getCapabilities',
          params: [address],
        })) as Record<string, unknown>
      } catch (err) {
        throw toEvmError(err, 'wallet_getCapabilities')
      }
    },
    sendNativeToken: (params) => withSendContext((lib, ctx) => lib.sendNativeToken(ctx, params)),
    sendErc20Token: (params) => withSendContext((lib, ctx) => lib.sendErc20Token(ctx, params)),
    sendToken: ({ to, amount, token }) =>
      withSendContext((lib, ctx) =>
        lib.sendErc20Token(ctx, {
          receiverAddress: to,
          sendTokenAmount: lib.formatUnits(amount, token.decimals),
          // The blockchain-data API lists tokens by CAIP-10 address (eip155:1:0x...).
          tokenAddress: token.address.split(':').at(-1),
          decimals: token.decimals,
        }),
      ),
    async sendCalls({ calls }) {
      const a = requireActive()
      return sendCalls(a.provider, { from: a.address, chainId: a.chainId, calls })
    },
    getProvider: () => requireActive().provider,
    readClient,
    discover: (target) => registry.discover(target, { injected: options.injected, eip6963: options.eip6963 }),
    async dispose() {
      release()
      await Promise.all(registry.all().map((c) => c.close?.()))
    },
  }
  return adapter
}
