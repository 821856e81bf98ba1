import { defineProject } from 'vitest/config'
import { workspaceSourceAliases } from '../../vitest.shared.ts'

export default defineProject({
  resolve: {
    conditions: ['source'],
    alias: workspaceSourceAliases(),
  },
  test: {
    name: 'wagmi',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['./test/globalSetup.ts'],
    setupFiles: ['../../vitest.waitFor.ts'],
    testTimeout: 60_000,
    hookTimeout: 180_000,
    // IS_VITEST turns off the WalletConnect SDK's calls to its hosted services; DISABLE_GLOBAL_CORE gives every
    // sign client its own core, as two page loads would have.
    env: { IS_VITEST: 'true', DISABLE_GLOBAL_CORE: 'true' },
    fileParallelism: false,
  },
})
