import { defineConfig } from 'vitest/config'

// One project per package; each package's vitest.config.ts says how its tests run (node or browser).
export default defineConfig({
  test: {
    projects: ['*/vitest.config.ts', 'plugins/*/vitest.config.ts'],
    coverage: {
      provider: 'v8',
      include: ['kernel/src/**/*.ts'],
      exclude: ['**/*.test.ts', '**/index.ts'],
      reporter: ['text-summary'],
    },
  },
})
