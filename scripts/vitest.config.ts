import { defineProject } from 'vitest/config'

// Tests of the repository's own scripts (the console reporter runs vitest on a fixture folder).
export default defineProject({
  test: {
    name: 'scripts',
    environment: 'node',
    // One module graph per worker, not per file: see the root vitest.config.ts.
    isolate: false,
    include: ['*.test.ts'],
    testTimeout: 180_000,
  },
})
