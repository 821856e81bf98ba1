import {
  type ChainAdapterHooks,
  type ChainConnectParameters,
  ChainNotSupportedError,
  ConnectBeforeRequestError,
  type ConnectResult,
  NetworkNotFoundError,
} from '@airlock/kernel'
import { isSolanaAddress } from '../address'
import { SolanaConnectorNotFoundError, SolanaWalletFeatureError, toSolanaError } from '../errors'
import type { SolanaChainMap } from '../networks/chainMap'
import type { SolanaNetwork } from '../networks/networks'
import type { SolanaResolvedOptions } from '../options'
import type { SolanaClients } from '../runtime/clients'
import { createRuntimeLoader, type SolanaRuntime } from '../runtime/loadSolanaRuntime'
import type { SolanaProvider, SolanaSignInInput } from '../types'
import { formatAmount } from '../units'
import type { SolanaWalletRegistry } from '../wallets/WalletRegistry'
import { waitForWallet } from '../wallets/waitForWallet'
import { walletStandardProvider } from '../wallets/walletStandardProvider'
import type { SolanaAdapterBehaviour } from './createSolanaAdapter'
import { signInMessageText } from './signInMessage'
import { createTransfers } from './transfers'

/** The active connection. */
interface ActiveConnection {
  connectorId: string
  provider: SolanaProvider
  address: string
  accounts: readonly string[]
  network: SolanaNetwork
  unsubscribe: () => void
}

/** What the implementation shares with the adapter's eager face. */
export interface SolanaAdapterParts {
  readonly registry: SolanaWalletRegistry
  readonly chains: SolanaChainMap
}

/**
 * The Solana adapter's implementation (its own chunk, loaded by `createSolanaAdapter` on the first call
 * that needs it): connect and reconnect, balance, network switch, signing and transfers. @solana/kit and
 * the program clients load later still, on the first read or send.
 */
export function createSolanaAdapterImpl(
  options: SolanaResolvedOptions,
  parts: SolanaAdapterParts,
): SolanaAdapterBehaviour {
  const networks = options.networks
  const { chains, registry } = parts
  const runtime = createRuntimeLoader()
  const clientCache = new Map<string, SolanaClients>()
  let hooks: ChainAdapterHooks | undefined
  let active: ActiveConnection | undefined

  function network(caipNetworkId: string): SolanaNetwork {
    const found = chains.network(caipNetworkId)
    if (!found) throw new NetworkNotFoundError(caipNetworkId)
    return found
  }
  function clients(lib: SolanaRuntime, net: SolanaNetwork): SolanaClients {
    let c = clientCache.get(net.caipNetworkId)
    if (!c) {
      c = lib.createClients(net)
      clientCache.set(net.caipNetworkId, c)
    }
    return c
  }
  function requireActive(): ActiveConnection {
    if (!active) throw new ConnectBeforeRequestError()
    return active
  }
  async function gate(method: string, params: unknown): Promise<void> {
    await hooks?.beforeRequest({ method, params })
  }
  /** True when the wallet serves the network (a wallet that lists no chains serves every one). */
  function serves(provider: SolanaProvider, net: SolanaNetwork): boolean {
    const list = provider.chains()
    return list.length === 0 || list.includes(net.walletStandardChain) || list.includes(net.caipNetworkId)
  }
  /**
   * The provider of a connector: a Wallet Standard wallet registered now; else another plugin's
   * connector (WalletConnect, the embedded wallet) through its `getProvider`, at once; else a Wallet
   * Standard wallet that registers within `wait` ms (extensions register late after a reload).
   */
  async function providerFor(
    params: ChainConnectParameters,
    wait: number,
  ): Promise<SolanaProvider | undefined> {
    const registered = registry.wallet(params.connectorId)
    if (registered) return walletStandardProvider(registered)
    const c = params.connector
    if (c?.getProvider && c.namespaces.includes('solana')) return c.getProvider('solana')
    const late = wait > 0 ? await waitForWallet(registry, params.connectorId, wait) : undefined
    return late ? walletStandardProvider(late) : undefined
  }
  function activate(
    connectorId: string,
    provider: SolanaProvider,
    accounts: readonly string[],
    wanted?: string,
  ): ConnectResult {
    const address = accounts.find(isSolanaAddress)
    if (!address) throw new ConnectBeforeRequestError()
    const preferred = wanted ? chains.network(wanted) : undefined
    const net =
      (preferred && serves(provider, preferred) ? preferred : undefined) ??
      networks.find((n) => serves(provider, n)) ??
      networks[0]
    if (!net) throw new NetworkNotFoundError()
    active?.unsubscribe()
    const state: ActiveConnection = {
      connectorId,
      provider,
      address,
      accounts,
      network: net,
      unsubscribe: () => {},
    }
    state.unsubscribe =
      provider.onChange?.((change) => {
        if (active !== state) return
        if (change.disconnected) {
          release()
          hooks?.disconnected()
          return
        }
        if (change.accounts) {
          const next = change.accounts.find(isSolanaAddress)
          if (next) {
            state.address = next
            state.accounts = change.accounts
          } else release()
          hooks?.accountsChanged(change.accounts)
        }
        if (change.chain) {
          const moved = chains.network(change.chain)
          if (moved && moved !== state.network) {
            state.network = moved
            hooks?.chainChanged(moved.id)
          }
        }
      }) ?? (() => {})
    active = state
    return {
      address,
      chainId: net.id,
      accounts: accounts.filter(isSolanaAddress).map((a) => ({ address: a, type: 'eoa' })),
    }
  }
  function release(): void {
    active?.unsubscribe()
    active = undefined
  }

  const adapter: SolanaAdapterBehaviour = {
    get connection() {
      return active
        ? {
            address: active.address,
            caipNetworkId: active.network.caipNetworkId,
            connectorId: active.connectorId,
          }
        : undefined
    },
    attach(h) {
      hooks = h
      return () => {
        if (hooks === h) hooks = undefined
      }
    },
    async connect(params) {
      const provider = await providerFor(params, 0)
      if (!provider) throw new SolanaConnectorNotFoundError(params.connectorId)
      try {
        // The kit runtime downloads while the wallet asks the user.
        const [, accounts] = await Promise.all([runtime.load(), provider.connect()])
        return activate(params.connectorId, provider, accounts, params.network?.caipNetworkId)
      } catch (err) {
        throw toSolanaError(err)
      }
    },
    async reconnect(params) {
      try {
        const provider = await providerFor(params, options.reconnectWaitMs)
        if (!provider) return null
        const accounts = await provider.connect({ silent: true })
        return accounts.length > 0
          ? activate(params.connectorId, provider, accounts, params.network?.caipNetworkId)
          : null
      } catch {
        return null
      }
    },
    async disconnect() {
      const current = active
      release()
      await current?.provider.disconnect?.()
    },
    async getBalance({ address, network: net }) {
      const lib = await runtime.load()
      const { rpc } = clients(lib, network(net.caipNetworkId))
      const { value } = await rpc.getBalance(lib.address(address), { commitment: options.commitment }).send()
      return { balance: formatAmount(value, 9), symbol: 'SOL' }
    },
    async switchNetwork({ network: target }) {
      const net = network(target.caipNetworkId)
      if (!active) return
      if (!serves(active.provider, net)) throw new ChainNotSupportedError(net.caipNetworkId)
      if (active.network === net) return
      active.network = net
      hooks?.chainChanged(net.id)
    },
    async signMessage({ message, address }) {
      const a = requireActive()
      if (!a.provider.signMessage) throw new SolanaWalletFeatureError('solana:signMessage')
      await gate('solana_signMessage', { message, pubkey: address })
      const lib = await runtime.load()
      try {
        const signature = await a.provider.signMessage({
          address,
          message: new TextEncoder().encode(message),
        })
        return lib.getBase58Decoder().decode(signature)
      } catch (err) {
        throw toSolanaError(err)
      }
    },
    async signIn(input = {}) {
      const a = requireActive()
      const domain = input.domain ?? (typeof location === 'undefined' ? undefined : location.host)
      const full: SolanaSignInInput = {
        ...input,
        ...(domain ? { domain } : {}),
        address: input.address ?? a.address,
      }
      await gate('solana_signIn', full)
      try {
        if (a.provider.signIn) return await a.provider.signIn(full)
        if (!a.provider.signMessage || !full.domain || !full.address)
          throw new SolanaWalletFeatureError('solana:signIn')
        const signedMessage = new TextEncoder().encode(
          signInMessageText({ ...full, domain: full.domain, address: full.address }),
        )
        const signature = await a.provider.signMessage({ address: full.address, message: signedMessage })
        return { address: full.address, signedMessage, signature }
      } catch (err) {
        throw toSolanaError(err)
      }
    },
    ...createTransfers({
      load: () => runtime.load(),
      clients,
      network,
      active: () => requireActive(),
      beforeRequest: gate,
      commitment: options.commitment,
      confirmationTimeoutMs: options.confirmationTimeoutMs,
    }),
    dispose() {
      release()
      clientCache.clear()
    },
  }
  return adapter
}
