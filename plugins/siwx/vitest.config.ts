import { defineProject } from 'vitest/config'
import { workspaceSourceAliases } from '../../vitest.shared.ts'

export default defineProject({
  resolve: {
    conditions: ['source'],
    alias: workspaceSourceAliases(),
  },
  test: {
    name: 'siwx',
    environment: 'node',
    // One module graph per worker, not per file: see the root vitest.config.ts.
    isolate: false,
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    testTimeout: 60_000,
    // The client's test starts the sign-in server on PGlite (WASM), slow to open on a loaded machine.
    hookTimeout: 180_000,
  },
})
