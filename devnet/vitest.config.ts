import { defineProject } from 'vitest/config'

export default defineProject({
  resolve: { conditions: ['source'] },
  test: {
    name: 'devnet',
    environment: 'node',
    include: ['src/**/*.test.ts', 'contracts/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
})
