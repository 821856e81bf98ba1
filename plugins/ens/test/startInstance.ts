// An Airlock instance in Node with the real evm plugin (external connector over the devnet's EIP-1193 test
// wallet), the lazy ens() descriptor and in-memory storage, pointed at the devnet's blockchain-data API.
import { DEFAULT_CHAIN_IDS, devnetChain } from '@airlock/devnet'
import { createTestWalletProvider, type TestWalletProvider } from '@airlock/devnet/test-wallets'
import { evm } from '@airlock/evm'
import {
  type Airlock,
  type AnyAirlockPlugin,
  type CaipNetwork,
  createAirlock,
  createMemoryBackend,
} from '@airlock/kernel'
import type { Chain, Hex } from 'viem'
import { generatePrivateKey } from 'viem/accounts'
import { inject } from 'vitest'
import { type EnsOptions, ens } from '../src/index'

/** Viem chains of the devnet. */
export function devnetChains(): Chain[] {
  const rpcUrls = inject('rpcUrls')
  return DEFAULT_CHAIN_IDS.map((id) => devnetChain(id, rpcUrls[id] ?? ''))
}

/**
 * The test wallet on `chainId` (default 31337) with fresh keys (or `accounts`), knowing the devnet chains and
 * `chainId` (a chain the devnet does not run gets an RPC URL that answers nothing).
 */
export function localWallet(chainId = 31337, accounts: Hex[] = [generatePrivateKey()]): TestWalletProvider {
  const rpcUrls = inject('rpcUrls')
  return createTestWalletProvider({
    accounts,
    rpcUrls: { ...rpcUrls, [chainId]: rpcUrls[chainId] ?? 'http://127.0.0.1:9' },
    chainId,
  })
}

/** A started instance, its wallet and its connector id. */
export interface TestInstance {
  airlock: Airlock
  wallet: TestWalletProvider
  connect(): Promise<void>
}

/** Creates an instance (not connected); `extra` plugins go after ens. */
export async function startInstance(
  options: {
    ens?: EnsOptions
    wallet?: TestWalletProvider
    extra?: AnyAirlockPlugin[]
    withEns?: boolean
    /** Extra kernel networks (not served by the evm plugin). */
    networks?: CaipNetwork[]
    /** Extra EVM chains (served by the evm plugin and the wallet, not by the devnet API). */
    chains?: Chain[]
    /** Storage clock in ms. */
    now?: () => number
  } = {},
): Promise<TestInstance> {
  const chains = [...devnetChains(), ...(options.chains ?? [])]
  const wallet = options.wallet ?? localWallet()
  const airlock = createAirlock(
    {
      projectId: inject('projectId'),
      metadata: { name: 'ens tests', description: 'Node tests', url: 'http://127.0.0.1', icons: [] },
      // The evm plugin declares its networks; the host lists only networks no plugin serves.
      networks: options.networks ?? [],
      endpoints: { blockchainApi: inject('apiUrl') },
      storage: createMemoryBackend(),
      features: { analytics: false },
      logLevel: 'silent',
      plugins: [
        evm({
          networks: chains as [Chain, ...Chain[]],
          rpc: 'direct',
          injected: false,
          eip6963: false,
          external: [{ id: 'local', name: 'Local wallet', provider: wallet }],
        }),
        ...(options.withEns === false ? [] : [ens(options.ens)]),
        ...(options.extra ?? []),
      ],
    },
    options.now ? { now: options.now } : {},
  )
  await airlock.ready
  return {
    airlock,
    wallet,
    connect: async () => {
      await airlock.connect('local')
    },
  }
}

/** Calls `listener` once, at the next plugin set-up of an instance. */
export function pluginLoaded(airlock: Airlock, listener: (value?: unknown) => void): void {
  const off = airlock.on('plugin:loaded', () => {
    off()
    listener()
  })
}
