import { defineProject } from 'vitest/config'
import { workspaceSourceAliases } from '../vitest.shared.ts'

export default defineProject({
  resolve: { conditions: ['source'], alias: workspaceSourceAliases() },
  test: {
    name: 'frame-host',
    environment: 'node',
    // One module graph per worker, not per file: see the root vitest.config.ts.
    isolate: false,
    include: ['src/**/*.test.ts'],
    testTimeout: 60_000,
    // PGlite (WASM) takes over a minute to open on a loaded 2-core machine (81 s measured at load 24).
    hookTimeout: 180_000,
  },
})
