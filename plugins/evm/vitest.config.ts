import { fileURLToPath } from 'node:url'
import { defineProject } from 'vitest/config'

// Workspace packages are imported from source by path: Vite 8's Node module runner ignores the 'source'
// export condition here (it resolved @airlock/kernel to a stale dist/).
const source = (pkg: string) => fileURLToPath(new URL(`../../${pkg}/src/index.ts`, import.meta.url))

export default defineProject({
  resolve: {
    conditions: ['source'],
    alias: [
      { find: /^@airlock\/devnet$/, replacement: source('devnet') },
      { find: /^@airlock\/kernel$/, replacement: source('kernel') },
    ],
  },
  test: {
    name: 'evm',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['./test/globalSetup.ts'],
    setupFiles: ['./test/loopbackOnly.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // IS_VITEST turns off the WalletConnect SDK's calls to its hosted services; DISABLE_GLOBAL_CORE gives every
    // sign client its own core, as two page loads would have.
    env: { IS_VITEST: 'true', DISABLE_GLOBAL_CORE: 'true' },
    fileParallelism: false,
  },
})
