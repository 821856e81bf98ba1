// What the wagmi Node tests share: an Airlock instance with the evm plugin on the devnet chains and the
// devnet's signing test wallet as an external connector, wagmi's storage over a Map, and waits on wagmi.
import { devnetChain } from '@airlock/devnet'
import type { TestWalletProvider } from '@airlock/devnet/test-wallets'
import { evm } from '@airlock/evm'
import { type Airlock, type AirlockPlugin, type AirlockStorageOption, createAirlock } from '@airlock/kernel'
import { afterEach, expect, inject } from 'vitest'
import { type Config, createStorage } from 'wagmi'
import { getConnection } from 'wagmi/actions'

/** The devnet's anvil URLs by chain id. */
export const rpcUrls = inject('rpcUrls')
/** The two devnet chains the evm plugin serves in these tests. */
export const chains = [31337, 31338].map((id) => devnetChain(id, rpcUrls[id] ?? ''))

const metadata = {
  name: 'Airlock wagmi test',
  description: 'wagmi connector tests',
  url: 'http://127.0.0.1',
  icons: [],
}

const instances: Airlock[] = []
afterEach(async () => {
  for (const a of instances.splice(0)) await a.destroy()
})

/** A Map-backed Web Storage for wagmi's own storage (survives a "reload" when handed to the next config). */
export function memoryWagmiStorage(map = new Map<string, string>()) {
  return createStorage({
    storage: {
      getItem: (k) => map.get(k) ?? null,
      setItem: (k, v) => void map.set(k, v),
      removeItem: (k) => void map.delete(k),
    },
  })
}

/** An instance with the evm plugin (`wallet` as connector 'test-wallet') and `plugins`; destroyed after the test. */
export function startAirlock(
  wallet: TestWalletProvider,
  storage: AirlockStorageOption,
  plugins: AirlockPlugin[] = [],
): Airlock {
  const airlock = createAirlock({
    projectId: inject('projectId'),
    metadata,
    storage,
    plugins: [
      evm({
        networks: chains,
        rpc: 'direct',
        external: [{ id: 'test-wallet', name: 'Test wallet', provider: wallet }],
      }),
      ...plugins,
    ],
  })
  instances.push(airlock)
  return airlock
}

/** Resolves once wagmi's connection status is `status`. */
export function wagmiStatus(config: Config, status: string) {
  return expect.poll(() => getConnection(config).status, { timeout: 15_000 }).toBe(status)
}
