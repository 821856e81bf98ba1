// A valid createAirlock config for tests: the mock wallet's plugin, in-memory storage, silent logs and no
// endpoint (so nothing is requested from any host unless the test configures one).
import type { AirlockConfig } from '@airlock/kernel'
import { createMemoryStorage } from './memoryStorage'
import type { MockWallet } from './mockWallet'

/** Options of {@link mockConfig}. */
export interface MockConfigOptions {
  /** The mock wallet whose plugin goes first (none: no chain adapter at all). */
  wallet?: MockWallet | undefined
  /** Anything else of the config; `plugins` are added after the wallet's. */
  config?: Partial<AirlockConfig> | undefined
}

/** Builds a config for `createAirlock`: project 'test-project', the wallet's plugin, memory storage. */
export function mockConfig({ wallet, config = {} }: MockConfigOptions = {}): AirlockConfig {
  const { plugins = [], ...rest } = config
  return {
    projectId: 'test-project',
    metadata: { name: 'Airlock test', description: 'Tests', url: 'http://127.0.0.1', icons: [] },
    storage: createMemoryStorage(),
    logLevel: 'silent',
    ...rest,
    plugins: [...(wallet ? [wallet.plugin] : []), ...plugins],
  }
}
