// The Bitcoin adapter's implementation (its own chunk with @scure/btc-signer, loaded by
// `createBitcoinAdapter` on the first connect, read, signature or transfer): connect and reconnect, balance
// and activity through the network's Esplora API, network switch, message signing, transfers and PSBTs.
import {
  type ChainAdapterHooks,
  type ChainConnectParameters,
  ChainNotSupportedError,
  ConnectBeforeRequestError,
  type ConnectResult,
  NetworkNotFoundError,
} from '@airlock/kernel'
import { isBitcoinAddress } from '../address'
import type { BitcoinCaipNetwork } from '../caipNetwork'
import { createEsploraClient, type EsploraClient } from '../esplora/createEsploraClient'
import type { BitcoinNetwork } from '../networks'
import type { BitcoinResolvedOptions } from '../options'
import type { BitcoinMessageProtocol, BitcoinProvider, BitcoinWalletAddress } from '../types'
import { formatBtc } from '../units'
import {
  BitcoinConnectorNotFoundError,
  BitcoinWalletFeatureError,
  toBitcoinKernelError,
} from '../walletErrors'
import type { BitcoinWalletRegistry, DiscoveredBitcoinWallet } from '../wallets/BitcoinWalletRegistry'
import { satsConnectProvider } from '../wallets/satsConnectProvider'
import { walletStandardProvider } from '../wallets/walletStandardProvider'
import type { BitcoinAdapterBehaviour } from './createBitcoinAdapter'
import { createTransfers } from './transfers'

/** The active connection. */
interface ActiveConnection {
  connectorId: string
  provider: BitcoinProvider
  address: string
  addresses: readonly BitcoinWalletAddress[]
  network: BitcoinNetwork
  unsubscribe: () => void
}

/** What the implementation shares with the adapter's eager face. */
export interface BitcoinAdapterParts {
  readonly registry: BitcoinWalletRegistry
  readonly networks: readonly BitcoinCaipNetwork[]
}

/** Esplora failure: the plugin's URL-less networks cannot be read. */
function esploraUrlOf(network: BitcoinNetwork): string {
  if (!network.esploraUrl) {
    throw new BitcoinWalletFeatureError(`reads on ${network.name}: the network has no esploraUrl configured`)
  }
  return network.esploraUrl
}

/**
 * Creates the implementation.
 *
 * @example
 * const impl = createBitcoinAdapterImpl(options, { registry, networks })
 */
export function createBitcoinAdapterImpl(
  options: BitcoinResolvedOptions,
  parts: BitcoinAdapterParts,
): BitcoinAdapterBehaviour {
  const { registry } = parts
  const clients = new Map<string, EsploraClient>()
  let hooks: ChainAdapterHooks | undefined
  let active: ActiveConnection | undefined

  function network(caipNetworkId: string): BitcoinNetwork {
    const found = parts.networks.find((n) => n.caipNetworkId === caipNetworkId)
    if (!found) throw new NetworkNotFoundError(caipNetworkId)
    return found.bitcoin
  }
  function esplora(net: BitcoinNetwork): EsploraClient {
    let client = clients.get(net.caipNetworkId)
    if (!client) {
      client = createEsploraClient({ baseUrl: esploraUrlOf(net), timeoutMs: options.requestTimeoutMs })
      clients.set(net.caipNetworkId, client)
    }
    return client
  }
  function requireActive(): ActiveConnection {
    if (!active) throw new ConnectBeforeRequestError()
    return active
  }
  async function gate(method: string, params: unknown): Promise<void> {
    await hooks?.beforeRequest({ method, params })
  }
  /** True when the wallet serves the network (a wallet that lists no chains serves every one). */
  function serves(provider: BitcoinProvider, net: BitcoinNetwork): boolean {
    const list = provider.chains()
    return list.length === 0 || list.includes(net.walletStandardChain) || list.includes(net.caipNetworkId)
  }
  /** The wallet's payment address on a network (an address of another network is not used). */
  function paymentOn(addresses: readonly BitcoinWalletAddress[], net: BitcoinNetwork): string | undefined {
    const valid = addresses.filter((a) => isBitcoinAddress(a.address, net))
    return (valid.find((a) => a.purpose === 'payment') ?? valid[0])?.address
  }
  const providerOf = (found: DiscoveredBitcoinWallet): BitcoinProvider =>
    found.kind === 'wallet-standard' ? walletStandardProvider(found.wallet) : satsConnectProvider(found.entry)
  /**
   * The provider of a connector: a wallet on the page now; else another plugin's connector (WalletConnect,
   * the embedded wallet) through its `getProvider`, at once; else a wallet that appears within `wait` ms.
   */
  async function providerFor(
    params: ChainConnectParameters,
    wait: number,
  ): Promise<BitcoinProvider | undefined> {
    const own = registry.wallet(params.connectorId)
    if (own) return providerOf(own)
    const c = params.connector
    if (c?.getProvider && c.namespaces.includes('bip122')) return c.getProvider('bip122')
    const late = wait > 0 ? await registry.waitFor(params.connectorId, wait) : undefined
    return late ? providerOf(late) : undefined
  }
  function pickNetwork(provider: BitcoinProvider, wanted?: string): BitcoinNetwork {
    const preferred = wanted ? parts.networks.find((n) => n.caipNetworkId === wanted)?.bitcoin : undefined
    const net =
      (preferred && serves(provider, preferred) ? preferred : undefined) ??
      parts.networks.map((n) => n.bitcoin).find((n) => serves(provider, n)) ??
      parts.networks[0]?.bitcoin
    if (!net) throw new NetworkNotFoundError()
    return net
  }
  function activate(
    connectorId: string,
    provider: BitcoinProvider,
    addresses: readonly BitcoinWalletAddress[],
    net: BitcoinNetwork,
  ): ConnectResult {
    const address = paymentOn(addresses, net)
    if (!address) {
      throw new BitcoinWalletFeatureError(
        `an address on ${net.name} (the wallet gave ${addresses.map((a) => a.address).join(', ') || 'none'})`,
      )
    }
    active?.unsubscribe()
    const state: ActiveConnection = {
      connectorId,
      provider,
      address,
      addresses,
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
        if (change.addresses) {
          const next = paymentOn(change.addresses, state.network)
          if (next) {
            state.address = next
            state.addresses = change.addresses
            hooks?.accountsChanged([
              next,
              ...change.addresses.map((a) => a.address).filter((a) => a !== next),
            ])
          } else {
            release()
            hooks?.accountsChanged([])
          }
        }
      }) ?? (() => {})
    active = state
    return {
      address,
      chainId: net.caipNetworkId.slice('bip122:'.length),
      accountType: 'payment',
      accounts: addresses
        .filter((a) => isBitcoinAddress(a.address, net))
        .map((a) => ({ address: a.address, type: a.purpose })),
    }
  }
  async function signBitcoinMessage(params: {
    message: string
    address: string
    protocol?: BitcoinMessageProtocol
  }): Promise<string> {
    const { message, address, protocol = 'bip322' } = params
    const a = requireActive()
    if (!a.provider.signMessage) throw new BitcoinWalletFeatureError('message signing')
    await gate('signMessage', { message, address, protocol })
    try {
      return await a.provider.signMessage({ address, message, protocol, network: a.network })
    } catch (err) {
      throw toBitcoinKernelError(err)
    }
  }
  function release(): void {
    active?.unsubscribe()
    active = undefined
  }

  return {
    get connection() {
      return active
        ? {
            address: active.address,
            addresses: active.addresses,
            caipNetworkId: active.network.caipNetworkId,
            connectorId: active.connectorId,
          }
        : undefined
    },
    validateAddress(value) {
      const nets = active ? [active.network] : parts.networks.map((n) => n.bitcoin)
      return nets.some((n) => isBitcoinAddress(value, n))
    },
    attach(h) {
      hooks = h
      return () => {
        if (hooks === h) hooks = undefined
      }
    },
    async connect(params) {
      const provider = await providerFor(params, 0)
      if (!provider) throw new BitcoinConnectorNotFoundError(params.connectorId)
      try {
        const net = pickNetwork(provider, params.network?.caipNetworkId)
        const addresses = await provider.connect({ network: net })
        return activate(params.connectorId, provider, addresses, net)
      } catch (err) {
        throw toBitcoinKernelError(err)
      }
    },
    async reconnect(params) {
      try {
        const provider = await providerFor(params, options.reconnectWaitMs)
        if (!provider) return null
        const net = pickNetwork(provider, params.network?.caipNetworkId)
        const addresses = await provider.connect({ silent: true, network: net })
        return paymentOn(addresses, net) ? activate(params.connectorId, provider, addresses, net) : null
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
      try {
        const { total } = await esplora(network(net.caipNetworkId)).getBalance(address)
        return { balance: formatBtc(total), symbol: 'BTC' }
      } catch (err) {
        throw toBitcoinKernelError(err)
      }
    },
    async getBitcoinBalance({ address, network: net }) {
      try {
        const { confirmed, unconfirmed, total } = await esplora(network(net.caipNetworkId)).getBalance(
          address,
        )
        return { confirmed, unconfirmed, total }
      } catch (err) {
        throw toBitcoinKernelError(err)
      }
    },
    async getActivity({ address, network: net, after }) {
      try {
        return await esplora(network(net.caipNetworkId)).getTransactions(address, after)
      } catch (err) {
        throw toBitcoinKernelError(err)
      }
    },
    async getFeeRates({ network: net }) {
      try {
        return await esplora(network(net.caipNetworkId)).getFeeRates()
      } catch (err) {
        throw toBitcoinKernelError(err)
      }
    },
    async switchNetwork({ network: target }) {
      const net = network(target.caipNetworkId)
      if (!active) return
      if (active.network === net) return
      if (!serves(active.provider, net)) throw new ChainNotSupportedError(net.caipNetworkId)
      const address = paymentOn(active.addresses, net)
      if (!address) throw new ChainNotSupportedError(net.caipNetworkId)
      try {
        await active.provider.switchNetwork?.(net)
      } catch (err) {
        throw toBitcoinKernelError(err)
      }
      active.network = net
      active.address = address
      hooks?.chainChanged(net.caipNetworkId.slice('bip122:'.length))
    },
    signMessage: ({ message, address }) => signBitcoinMessage({ message, address }),
    signBitcoinMessage,
    ...createTransfers({
      network,
      esplora,
      active: () => requireActive(),
      beforeRequest: gate,
      feeSpeed: options.feeSpeed,
      pollIntervalMs: options.pollIntervalMs,
      confirmationTimeoutMs: options.confirmationTimeoutMs,
    }),
    dispose() {
      release()
      clients.clear()
    },
  }
}
