// An EIP-1193 provider over a WalletConnect session (the eip155 namespace's): wallet methods go to the phone
// through the relay, reads to the chain's RPC (with the spec's retries), eth_accounts and eth_chainId are answered
// from the session. Its own chunk: loaded when a pairing is made (./walletConnectNamespace).
import {
  type CaipNetwork,
  ConnectBeforeRequestError,
  RpcUrlNotFoundError,
  type SessionTransport,
} from '@airlock/kernel'
import type { Eip1193EventName, Eip1193Provider, Eip1193RequestArguments } from './types'
import { WALLET_METHODS } from './walletConnectNamespace'

type Listener = (...args: unknown[]) => void
type RpcRequest = (args: Eip1193RequestArguments) => Promise<unknown>

/** An EIP-1193 provider over one WalletConnect session's eip155 namespace. */
export function walletConnectEip1193Provider(
  transport: SessionTransport,
  networks: readonly CaipNetwork[],
): Eip1193Provider {
  const listeners = new Map<Eip1193EventName, Set<Listener>>()
  const emit = (event: Eip1193EventName, ...args: unknown[]) => {
    for (const listener of [...(listeners.get(event) ?? [])]) listener(...args)
  }
  const chainIds = () => [...new Set(transport.accounts().map((a) => Number(a.split(':')[1])))]
  let chainId = chainIds()[0] ?? Number(networks[0]?.id ?? 1)
  let connected = true
  const addresses = (): `0x${string}`[] => {
    const parsed = transport.accounts().map((a) => a.split(':'))
    const onChain = parsed.filter((p) => p[1] === String(chainId))
    return [...new Set((onChain.length > 0 ? onChain : parsed).map((p) => p[2] as `0x${string}`))]
  }
  const setChain = (next: number) => {
    if (next === chainId) return
    chainId = next
    emit('chainChanged', `0x${next.toString(16)}`)
  }
  // Reads go through viem's HTTP transport (loaded with the adapter's viem runtime): 3 retries on the
  // spec's codes and statuses, 150 ms doubling, Retry-After honoured; one client per URL.
  const rpcClients = new Map<string, Promise<RpcRequest>>()
  const rpc = async (args: Eip1193RequestArguments): Promise<unknown> => {
    const network = networks.find((n) => Number(n.id) === chainId)
    const url = network?.rpcUrls.default.http[0]
    if (!url) throw new RpcUrlNotFoundError(network?.caipNetworkId ?? `eip155:${chainId}`)
    let client = rpcClients.get(url)
    if (!client) {
      client = import('./adapter/evmRuntime').then((lib) => lib.createRpcClient(url).request as RpcRequest)
      rpcClients.set(url, client)
    }
    return (await client)(args)
  }
  transport.subscribe((event) => {
    if (event.type === 'disconnect') {
      connected = false
      emit('disconnect', { code: 4900, message: 'WalletConnect session ended' })
    } else if (event.type === 'accounts') {
      emit('accountsChanged', addresses())
    } else if (event.name === 'chainChanged') {
      setChain(Number(String(event.data).split(':').at(-1)))
    } else if (event.name === 'accountsChanged') {
      emit('accountsChanged', addresses())
    }
  })
  const provider: Eip1193Provider = {
    async request(args) {
      switch (args.method) {
        case 'eth_accounts':
          return connected ? addresses() : []
        case 'eth_requestAccounts':
          if (!connected) throw new ConnectBeforeRequestError()
          return addresses()
        case 'eth_chainId':
          return `0x${chainId.toString(16)}`
        case 'wallet_switchEthereumChain': {
          const target = Number((args.params as [{ chainId: string }])[0].chainId)
          if (!connected) throw new ConnectBeforeRequestError()
          if (!chainIds().includes(target)) await wallet(args)
          setChain(target)
          return null
        }
      }
      if ((WALLET_METHODS as readonly string[]).includes(args.method)) return wallet(args)
      return rpc(args)
    },
    on(event, listener) {
      const set = listeners.get(event) ?? new Set()
      listeners.set(event, set)
      set.add(listener)
      return provider
    },
    removeListener(event, listener) {
      listeners.get(event)?.delete(listener)
      return provider
    },
  }
  function wallet(args: Eip1193RequestArguments): Promise<unknown> {
    if (!connected) return Promise.reject(new ConnectBeforeRequestError())
    return transport.request({ chainId: `eip155:${chainId}`, method: args.method, params: args.params })
  }
  return provider
}
