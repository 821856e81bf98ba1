// The EVM adapter's behaviour: the active connection and its wallet events, reads through viem clients,
// signing and sending with the kernel's approval gating, wallet capabilities. Loaded by the adapter's first
// call that needs it (./createEvmAdapter keeps what the page needs at once: networks, connectors, discovery,
// the wallet's handshake); viem itself loads later still, with ./evmRuntime.
import {
  type CaipNetwork,
  type ChainAdapterHooks,
  type ChainBalance,
  ChainNotSupportedError,
  type ChainSendTransactionParameters,
  ConnectBeforeRequestError,
  type ConnectResult,
  RpcUrlNotFoundError,
  type WalletRequest,
} from '@airlock/kernel'
import type { Chain } from 'viem'
import { createCapabilitiesCache } from '../actions/capabilities'
import type { SendContext } from '../actions/sendTokens'
import type { ReadClient } from '../clients'
import type { EvmResolvedOptions } from '../options'
import type { Eip1193Provider, EvmConnection, EvmConnector } from '../types'
import type { EvmAdapter } from './EvmAdapter'
import { gatedRequest } from './gatedRequest'
import { lazyTransfers } from './lazyTransfers'
import type { EvmRuntime } from './loadEvmRuntime'
import { subscribeProvider } from './subscribeProvider'

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

/** What the implementation shares with the adapter's eager face. */
export interface EvmAdapterImplDeps {
  networks: readonly CaipNetwork[]
  /** The viem chain of a chain id; throws the kernel's NetworkNotFoundError for one not served. */
  chainOf(id: number | string): Chain
  /** The viem runtime's loader (the face formats addresses with it once it is loaded). */
  runtime: { load(): Promise<EvmRuntime> }
  /** The kernel's hooks, once attached. */
  hooks(): ChainAdapterHooks | undefined
}

/** The members the implementation serves (the face forwards each async one after loading this module). */
export type EvmAdapterBehaviour = Omit<
  EvmAdapter,
  | 'namespace'
  | 'accountData'
  | 'networks'
  | 'chains'
  | 'registry'
  | 'address'
  | 'connectors'
  | 'attach'
  | 'connect'
  | 'reconnect'
  | 'discover'
  | 'dispose'
> & {
  /** Makes a wallet's answered handshake the active connection (following its events). */
  activate(
    lib: EvmRuntime,
    connector: EvmConnector,
    provider: Eip1193Provider,
    conn: EvmConnection,
  ): ConnectResult
  /** Drops the active connection and its listeners. */
  release(): void
}

/**
 * The adapter's behaviour for parsed options.
 *
 * @example
 * const impl = createEvmAdapterImpl(options, { networks, chainOf, runtime, hooks: () => hooks })
 */
export function createEvmAdapterImpl(
  options: EvmResolvedOptions,
  deps: EvmAdapterImplDeps,
): EvmAdapterBehaviour {
  const { networks, chainOf, runtime } = deps
  const readClients = new Map<number, ReadClient>()
  const balanceCache = new Map<string, { at: number; value: ChainBalance }>()
  let active: ActiveConnection | undefined
  const capabilities = createCapabilitiesCache()

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
    await deps.hooks()?.beforeRequest(request)
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
        deps.hooks()?.accountsChanged(accounts)
        if (!next) release()
      },
      chainChanged: (chainId) => {
        capabilities.clear()
        state.chainId = chainId
        deps.hooks()?.chainChanged(chainId)
      },
      disconnected: () => {
        release()
        deps.hooks()?.disconnected()
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

  return {
    get connection() {
      return active
        ? { address: active.address, chainId: active.chainId, connectorId: active.connector.id }
        : undefined
    },
    activate,
    release,
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
  }
}
