import { defineProject } from 'vitest/config'
import { workspaceSourceAliases } from '../vitest.shared.ts'

export default defineProject({
  resolve: { conditions: ['source'], alias: workspaceSourceAliases() },
  test: {
    name: 'kernel',
    environment: 'node',
    // One module graph per worker, not per file: see the root vitest.config.ts.
    isolate: false,
    include: ['src/**/*.test.ts'],
    setupFiles: ['../vitest.waitFor.ts'],
  },
})
