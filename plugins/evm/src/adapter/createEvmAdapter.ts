// The EVM adapter's eager face: what the kernel reads synchronously (networks, connectors and their
// discovery, address checks) and the wallet's handshake, which a connect starts in the visitor's click. The
// behaviour (the active connection, reads, signing, sending) is ./evmAdapterImpl, loaded by the first call
// that needs it — a connect loads it while the wallet asks the visitor; viem loads with ./evmRuntime.
import {
  type ChainAdapterHooks,
  type ChainConnectParameters,
  ConnectBeforeRequestError,
  NetworkNotFoundError,
} from '@airlock/kernel'
import type { Chain } from 'viem'
import { isEvmAddress, withHexPrefix } from '../address'
import { externalConnector } from '../connectors/external'
import { foreignConnector } from '../connectors/foreign'
import { evmError } from '../evmError'
import { toCaipNetwork } from '../networks/toCaipNetwork'
import type { EvmResolvedOptions } from '../options'
import type { EvmConnector } from '../types'
import { ConnectorNotFoundError } from './ConnectorNotFoundError'
import { ConnectorRegistry } from './ConnectorRegistry'
import type { EvmAdapter, EvmAdapterEnvironment } from './EvmAdapter'
import type { EvmAdapterBehaviour } from './evmAdapterImpl'
import { handshake } from './handshake'
import { createRetryingLoader, createRuntimeLoader } from './loadEvmRuntime'

export type { EvmAdapter, EvmAdapterEnvironment } from './EvmAdapter'

/** The adapter's async members the implementation serves (forwarded once it loaded). */
type LazyMember = Exclude<
  {
    [K in keyof EvmAdapterBehaviour]-?: EvmAdapterBehaviour[K] extends (...args: never[]) => Promise<unknown>
      ? K
      : never
  }[keyof EvmAdapterBehaviour],
  undefined
>
/** A lazy member's function type. */
type Member<K extends LazyMember> = Extract<EvmAdapterBehaviour[K], (...args: never[]) => Promise<unknown>>

/**
 * Creates the EVM adapter for parsed options. Nothing touches the page until `discover` is called. The
 * adapter's face holds no viem code and little behaviour: networks, connectors and discovery are plain data
 * and listeners; the behaviour (./evmAdapterImpl) loads on the first connect, reconnect, read, signature or
 * send, and the viem-backed part (`evmRuntime`) with it. A failed load (offline) is retried by the next call.
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
  let hooks: ChainAdapterHooks | undefined
  const runtime = createRuntimeLoader()
  for (const c of options.connectors) registry.add(c)
  for (const e of options.external) registry.add(externalConnector(e))

  function chainOf(id: number | string): Chain {
    const chain = chains.find((c) => c.id === Number(id))
    if (!chain) throw new NetworkNotFoundError(`eip155:${id}`)
    return chain
  }
  const impl = createRetryingLoader(() =>
    import('./evmAdapterImpl').then((m) =>
      m.createEvmAdapterImpl(options, { networks, chainOf, runtime, hooks: () => hooks }),
    ),
  )
  const lazy =
    <K extends LazyMember>(member: K) =>
    async (...args: Parameters<Member<K>>): Promise<Awaited<ReturnType<Member<K>>>> =>
      (
        (await impl.load())[member] as (
          ...a: Parameters<Member<K>>
        ) => Promise<Awaited<ReturnType<Member<K>>>>
      )(...args)

  /** The adapter's own connector of that id, or the connector of another plugin through its eip155 provider. */
  function connectorFor(params: ChainConnectParameters): EvmConnector | undefined {
    return registry.get(params.connectorId) ?? foreignConnector(params.connector) ?? undefined
  }

  return {
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
      return impl.loaded()?.connection
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
        // The wallet is asked first, in the visitor's click; the behaviour and viem download meanwhile.
        const [{ provider, conn }, behaviour, lib] = await Promise.all([
          handshake(connector, true, chainId),
          impl.load(),
          runtime.load(),
        ])
        if (!conn) throw new ConnectBeforeRequestError()
        return behaviour.activate(lib, connector, provider, conn)
      } catch (err) {
        throw await evmError(err, 'eth_requestAccounts')
      }
    },
    async reconnect(params: ChainConnectParameters) {
      const connector = connectorFor(params)
      if (!connector) return null
      try {
        const { provider, conn } = await handshake(connector, false)
        if (!conn) return null
        const [behaviour, lib] = await Promise.all([impl.load(), runtime.load()])
        return behaviour.activate(lib, connector, provider, conn)
      } catch {
        return null
      }
    },
    // The visitor is about to pick a wallet: the behaviour and viem load before the click.
    preloadConnect: () => Promise.all([impl.load(), runtime.load()]),
    // Nothing is connected before the behaviour loaded: nothing to close.
    disconnect: async () => impl.loaded()?.disconnect(),
    getBalance: lazy('getBalance'),
    async switchNetwork(params) {
      const behaviour = impl.loaded()
      if (behaviour) return behaviour.switchNetwork(params)
      // No wallet to switch yet: only the network is checked.
      chainOf(params.network.id)
    },
    signMessage: lazy('signMessage'),
    signTypedData: lazy('signTypedData'),
    sendTransaction: lazy('sendTransaction'),
    prepareTransfer: lazy('prepareTransfer'),
    prepareTokenTransfer: lazy('prepareTokenTransfer'),
    prepareNftTransfer: lazy('prepareNftTransfer'),
    estimateFee: lazy('estimateFee'),
    sendTransfer: lazy('sendTransfer'),
    waitForTransaction: lazy('waitForTransaction'),
    estimateGas: lazy('estimateGas'),
    getGasPrice: lazy('getGasPrice'),
    getCapabilities: lazy('getCapabilities'),
    sendNativeToken: lazy('sendNativeToken'),
    sendErc20Token: lazy('sendErc20Token'),
    sendCalls: lazy('sendCalls'),
    getProvider() {
      const behaviour = impl.loaded()
      if (!behaviour) throw new ConnectBeforeRequestError()
      return behaviour.getProvider()
    },
    request: lazy('request'),
    readClient: lazy('readClient'),
    discover: (target) => registry.discover(target, { injected: options.injected, eip6963: options.eip6963 }),
    async dispose() {
      impl.loaded()?.release()
      await Promise.all(registry.all().map((c) => c.close?.()))
    },
  }
}
