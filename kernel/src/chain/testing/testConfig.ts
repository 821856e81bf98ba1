// Config and runtime helpers for the kernel's own tests.
import type { CoreRuntime } from '../../airlock/AirlockCore'
import type { AirlockConfig } from '../../config/airlockConfigSchema'
import { createMemoryBackend, createStorageService, type StorageBackend } from '../../storage'
import { testchainNetwork } from './testchain'

/** A valid config on the testchain networks, with in-memory storage. */
export function testConfig(overrides: Partial<AirlockConfig> = {}): AirlockConfig {
  return {
    projectId: 'test-project',
    metadata: { name: 'Test', description: 'Test app', url: 'http://127.0.0.1:5173', icons: [] },
    networks: [testchainNetwork('alpha'), testchainNetwork('beta')],
    storage: createMemoryBackend(),
    logLevel: 'silent',
    ...overrides,
  }
}

/** A runtime on a given backend, desktop by default. */
export function testRuntime(
  backend: StorageBackend = createMemoryBackend(),
  extra: Partial<CoreRuntime> = {},
): CoreRuntime & { backend: StorageBackend } {
  return {
    backend,
    storage: createStorageService({ backend }),
    environment: { isMobile: () => false },
    accountDataApi: null,
    ...extra,
  }
}
