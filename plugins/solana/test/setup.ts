// Shared test set-up: the devnet's local Solana network and an adapter with a test wallet on it.
import { DEVNET_SOLANA_NETWORK } from '@airlock/devnet'
import type { Wallet } from '@wallet-standard/base'
import { createSolanaAdapter } from '../src/adapter/createSolanaAdapter'
import { type SolanaNetwork, solanaNetwork } from '../src/networks/networks'
import { parseSolanaOptions, type SolanaOptions } from '../src/options'
import { memoryWallets } from './testWallet'

/** The devnet's local network at the given endpoints. */
export function localNetwork(rpcUrl: string, wsUrl: string): SolanaNetwork {
  return solanaNetwork({ ...DEVNET_SOLANA_NETWORK, rpcUrl, wsUrl })
}

/** An adapter over `networks` reading the given wallets; `hooks` records what it reports. */
export function adapterWith(wallets: readonly Wallet[], options: Omit<SolanaOptions, 'wallets'>) {
  const source = memoryWallets(wallets)
  const adapter = createSolanaAdapter(parseSolanaOptions({ ...options, wallets: source }))
  const stop = adapter.registry.watch(source)
  const events: string[] = []
  const requests: string[] = []
  adapter.attach({
    accountsChanged: (a) => events.push(`accounts:${a.length}`),
    chainChanged: (c) => events.push(`chain:${c}`),
    disconnected: () => events.push('disconnected'),
    beforeRequest: async ({ method }) => void requests.push(method),
  })
  return { adapter, source, events, requests, stop }
}
