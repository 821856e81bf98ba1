import { defineProject } from 'vitest/config'
import { workspaceSourceAliases } from '../../vitest.shared.ts'

export default defineProject({
  resolve: {
    conditions: ['source'],
    alias: workspaceSourceAliases(),
  },
  test: {
    name: 'wagmi',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['./test/globalSetup.ts'],
    setupFiles: ['../../vitest.waitFor.ts'],
    testTimeout: 60_000,
    hookTimeout: 180_000,
    fileParallelism: false,
  },
})
