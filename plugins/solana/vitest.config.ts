import { defineProject } from 'vitest/config'
import { workspaceSourceAliases } from '../../vitest.shared.ts'

export default defineProject({
  resolve: {
    conditions: ['source'],
    alias: workspaceSourceAliases(),
  },
  test: {
    name: 'solana',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['./test/globalSetup.ts'],
    setupFiles: ['../../vitest.waitFor.ts', './test/loopbackOnly.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    fileParallelism: false,
  },
})
