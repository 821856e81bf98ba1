import { fileURLToPath } from 'node:url'
import { defineProject } from 'vitest/config'

// Workspace packages from source by path (Vite 8's Node module runner ignores the 'source' condition).
const source = (pkg: string) => fileURLToPath(new URL(`../${pkg}/src/index.ts`, import.meta.url))

// Unit tests of the sandbox's own modules, and the end-to-end suite: one devnet, one sandbox build and one
// Chromium for the whole run (e2e/globalSetup.ts), a fresh browser context per journey.
export default defineProject({
  resolve: {
    conditions: ['source'],
    alias: [
      { find: /^@airlock\/devnet$/, replacement: source('devnet') },
      { find: /^@airlock\/kernel$/, replacement: source('kernel') },
      { find: /^@airlock\/ui$/, replacement: source('ui') },
      { find: /^@airlock\/evm$/, replacement: source('plugins/evm') },
      { find: /^@airlock\/ens$/, replacement: source('plugins/ens') },
    ],
  },
  test: {
    name: 'sandbox',
    environment: 'node',
    include: ['src/**/*.test.ts', 'server/**/*.test.ts', 'e2e/**/*.test.ts'],
    globalSetup: ['./e2e/globalSetup.ts'],
    testTimeout: 45_000,
    hookTimeout: 120_000,
    fileParallelism: false,
  },
})
