import { defineProject } from 'vitest/config'
import { workspaceSourceAliases } from '../../vitest.shared.ts'

export default defineProject({
  resolve: {
    conditions: ['source'],
    alias: workspaceSourceAliases(),
  },
  test: {
    name: 'email-social',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // The provider → connected timings are a benchmark (figures for BENCHMARKS.md, no assertion on time):
    // run on demand with AIRLOCK_TIMINGS=1, not in every `npm test` (the connects it makes are proven by
    // socialProviders.test.ts).
    exclude: process.env.AIRLOCK_TIMINGS ? [] : ['test/browser/socialTimings.test.ts'],
    globalSetup: ['./test/globalSetup.ts'],
    testTimeout: 120_000,
    hookTimeout: 180_000,
    fileParallelism: false,
  },
})
