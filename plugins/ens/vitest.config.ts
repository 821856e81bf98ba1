import { fileURLToPath } from 'node:url'
import { defineProject } from 'vitest/config'

// Workspace packages are imported from source by path (Vite 8's Node module runner ignores the 'source'
// export condition here, as plugins/evm/vitest.config.ts notes).
const source = (pkg: string) => fileURLToPath(new URL(`../../${pkg}/src/index.ts`, import.meta.url))

export default defineProject({
  resolve: {
    conditions: ['source'],
    alias: [
      { find: /^@airlock\/devnet$/, replacement: source('devnet') },
      { find: /^@airlock\/kernel$/, replacement: source('kernel') },
      { find: /^@airlock\/evm$/, replacement: source('plugins/evm') },
    ],
  },
  test: {
    name: 'ens',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['./test/globalSetup.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    fileParallelism: false,
  },
})
