import { defineProject } from 'vitest/config'
import { workspaceSourceAliases } from '../vitest.shared.ts'

// Unit tests of the sandbox's own modules, and the end-to-end suite: one devnet, one sandbox build and one
// Chromium for the whole run (e2e/globalSetup.ts), a fresh browser context per journey.
export default defineProject({
  resolve: {
    conditions: ['source'],
    alias: workspaceSourceAliases(),
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
