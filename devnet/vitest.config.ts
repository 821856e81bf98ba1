import { defineProject } from 'vitest/config'
import { workspaceSourceAliases } from '../vitest.shared.ts'

export default defineProject({
  resolve: { conditions: ['source'], alias: workspaceSourceAliases() },
  test: {
    name: 'devnet',
    environment: 'node',
    globalSetup: ['./src/testing/warmDatabaseCache.ts'],
    include: ['src/**/*.test.ts', 'contracts/**/*.test.ts'],
    testTimeout: 30_000,
    // startDevnet in a beforeAll takes 30–50 s when the 2-core machine is shared (load average 25–30).
    hookTimeout: 120_000,
  },
})
