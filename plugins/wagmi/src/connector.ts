// The wagmi connector backed by an Airlock instance: wagmi's connect opens Airlock's modal, and whatever
// connects there (an injected or EIP-6963 wallet, WalletConnect, the embedded wallet) is wagmi's account.
// Both sides follow one connection: a connect, an account or chain change, or a disconnect on the Airlock
// side reaches wagmi through the connector's emitter; wagmi's disconnect and switchChain go through Airlock.
import { type Airlock, NetworkNotFoundError } from '@airlock/kernel'
import type { CreateConnectorFn } from 'wagmi'
import { ConnectCancelledError, NotConnectedError } from './errors'
import type { AirlockEip1193Provider } from './provider'
import { isConnected, selectEvmConnection, waitForEvm } from './state'

/** Options of {@link airlock}. */
export interface AirlockConnectorOptions {
  /** The connector's id in wagmi (default 'airlock'). */
  id?: string
  /** The connector's name in wagmi (default 'Airlock'). */
  name?: string
  /** How long a chain switch may take to reach the Airlock state before wagmi is told it failed (default 30 000 ms). */
  timeoutMs?: number
}

/**
 * A wagmi connector over an Airlock instance, for `createConfig({ connectors: [airlock(instance)] })`.
 * wagmi's `connect` opens the modal and resolves once the visitor connected an EVM account there (it
 * rejects with `ConnectCancelledError`, code 4001, when the modal closes first); every other wagmi action
 * talks to the wallet Airlock connected. A reload restores both sides without a prompt: `isAuthorized`
 * waits for the instance's own restore.
 *
 * @example
 * import { createConfig, http } from 'wagmi'
 * import { mainnet } from 'wagmi/chains'
 * import { airlock } from '@airlock/wagmi'
 *
 * const config = createConfig({
 *   chains: [mainnet],
 *   connectors: [airlock(airlockInstance)],
 *   transports: { [mainnet.id]: http() },
 *   multiInjectedProviderDiscovery: false, // Airlock discovers EIP-6963 wallets: one row per extension
 * })
 */
export function airlock(
  instance: Airlock,
  options: AirlockConnectorOptions = {},
): CreateConnectorFn<AirlockEip1193Provider> {
  const timeoutMs = options.timeoutMs ?? 30_000
  return (config) => {
    let stop: (() => void) | undefined
    const current = () => instance.get(selectEvmConnection)

    /** Opens the modal unless connected; resolves with the connection, rejects when the modal closes first. */
    async function connectThroughModal() {
      const now = current()
      if (isConnected(now)) return now
      await instance.open()
      return waitForEvm(instance, (c) => (isConnected(c) ? c : undefined), {
        timeoutMs: 30 * 60_000, // a visitor may take their time in the modal; closing it is the way out
        fail: (c, modalOpen) =>
          !modalOpen && c.status === 'disconnected' ? new ConnectCancelledError() : undefined,
      })
    }

    async function switchChain(chainId: number) {
      const chain = config.chains.find((c) => c.id === chainId)
      if (!chain) throw new NetworkNotFoundError(`eip155:${chainId}`)
      if (current().chainId === chainId) return chain
      await instance.switchNetwork(`eip155:${chainId}`)
      await waitForEvm(instance, (c) => (c.chainId === chainId ? true : undefined), { timeoutMs })
      return chain
    }

    // The EIP-1193 provider loads on wagmi's first request (viem's transport asks for it), not with the page.
    let provider: Promise<AirlockEip1193Provider> | undefined
    const loadProvider = () =>
      import('./provider').then((m) =>
        m.createAirlockProvider(instance, {
          connect: async () => [(await connectThroughModal()).address],
          switchChain: async (chainId) => {
            await switchChain(chainId)
          },
        }),
      )

    return {
      id: options.id ?? 'airlock',
      name: options.name ?? 'Airlock',
      type: 'airlock',
      async setup() {
        // The Airlock side's changes reach wagmi (a connect in the modal, a wallet's account or chain
        // change, a disconnect from the Account view), whoever started them.
        stop?.()
        stop = instance.watch(selectEvmConnection, (now, was) => {
          const on = isConnected(now)
          const wasOn = isConnected(was)
          if (on && !wasOn) config.emitter.emit('connect', { accounts: [now.address], chainId: now.chainId })
          else if (!on && wasOn) config.emitter.emit('disconnect')
          else if (on && (now.address !== was.address || now.chainId !== was.chainId))
            config.emitter.emit('change', { accounts: [now.address], chainId: now.chainId })
        })
      },
      async connect({ chainId, isReconnecting, withCapabilities } = {}) {
        let connection = current()
        if (isReconnecting) {
          await instance.ready
          connection = current()
          if (!isConnected(connection)) throw new NotConnectedError()
        } else {
          connection = await connectThroughModal()
        }
        if (chainId !== undefined && chainId !== connection.chainId) await switchChain(chainId)
        const { address, chainId: connectedChain } = current()
        if (!address || connectedChain === undefined) throw new NotConnectedError()
        const accounts = withCapabilities ? [{ address, capabilities: {} }] : [address]
        // wagmi types the answer by its generic `withCapabilities`; the value matches the flag it passed.
        return { accounts: accounts as never, chainId: connectedChain }
      },
      async disconnect() {
        if (current().status !== 'disconnected') await instance.disconnect()
      },
      async getAccounts() {
        const c = current()
        if (!isConnected(c)) throw new NotConnectedError()
        return [c.address]
      },
      async getChainId() {
        const c = current()
        // Before a connection wagmi still asks for a chain: the network the instance shows.
        return (
          c.chainId ?? Number(instance.get((s) => s.network.lastActive('eip155')?.id ?? config.chains[0].id))
        )
      },
      getProvider() {
        // A failed chunk load is not kept: the next request tries again.
        provider ??= loadProvider().catch((error: unknown) => {
          provider = undefined
          throw error
        })
        return provider
      },
      async isAuthorized() {
        // The instance restores its stored connection while `ready` is pending; wagmi's reconnect waits for it.
        await instance.ready
        return isConnected(current())
      },
      switchChain: ({ chainId }) => switchChain(chainId),
      onAccountsChanged(accounts) {
        if (accounts.length === 0) this.onDisconnect()
        else config.emitter.emit('change', { accounts: accounts as `0x${string}`[] })
      },
      onChainChanged(chainId) {
        config.emitter.emit('change', { chainId: Number(chainId) })
      },
      onDisconnect() {
        config.emitter.emit('disconnect')
      },
    }
  }
}
