import { defineConfig } from 'vitest/config'

// One project per package; each package's vitest.config.ts says how its tests run (node or browser).
// The summary reporter ends the run with a plain "Tests: N passed, N failed, N skipped" line.
export default defineConfig({
  test: {
    projects: ['*/vitest.config.ts', 'plugins/*/vitest.config.ts', 'examples/*/vitest.config.ts'],
    reporters: ['default', './scripts/summary-reporter.mjs'],
    coverage: {
      provider: 'v8',
      include: ['kernel/src/**/*.ts'],
      exclude: ['**/*.test.ts', '**/index.ts', '**/testing/**'],
      reporter: ['text-summary'],
      reportOnFailure: true,
    },
  },
})
