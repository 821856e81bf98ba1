import { defineProject } from 'vitest/config'

// Tests of the repository's own scripts (the console reporter runs vitest on a fixture folder).
export default defineProject({
  test: {
    name: 'scripts',
    environment: 'node',
    include: ['*.test.ts'],
    testTimeout: 180_000,
  },
})
