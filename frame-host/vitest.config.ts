import { defineProject } from 'vitest/config'
import { workspaceSourceAliases } from '../vitest.shared.ts'

export default defineProject({
  resolve: { conditions: ['source'], alias: workspaceSourceAliases() },
  test: {
    name: 'frame-host',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
})
