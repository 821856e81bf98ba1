import { defineProject } from 'vitest/config'
import { workspaceSourceAliases } from '../vitest.shared.ts'

export default defineProject({
  resolve: { conditions: ['source'], alias: workspaceSourceAliases() },
  test: {
    name: 'devnet',
    environment: 'node',
    // One module graph per worker, not per file: see the root vitest.config.ts.
    isolate: false,
    globalSetup: ['./src/testing/warmDatabaseCache.ts'],
    include: ['src/**/*.test.ts', 'contracts/**/*.test.ts'],
    testTimeout: 30_000,
    // Most files start a devnet in beforeAll: two PGlite databases from the template, chains, servers.
    // 30 s was too short on a machine at load 28 (2 cores), the devnet's start being mostly CPU.
    hookTimeout: 120_000,
  },
})
