import { defineConfig } from 'vitest/config'

// One project per package; each package's vitest.config.ts says how its tests run (node or browser).
// The console reporter fails the run on console errors and warnings, Vite's and Node's warnings that no
// entry of scripts/console-allowlist.mjs expects; the summary reporter ends the run with a plain
// "Tests: N passed, N failed, N skipped" line (a test that printed such output counts as failed).
// The spec-coverage reporter fails any run whose test titles tag an id that is not a rule of
// docs/spec-rules.json, and on a full run (no filter) regenerates docs/spec-coverage.md from the tests that
// passed, failing the run when the committed document differed (see the document's header).
// Node projects set `isolate: false`: a worker keeps its module graph from one test file to the next instead of
// importing viem, the devnet and the kernel again for every file (imports were 631 s of a 1709 s run; the devnet
// project alone went from 1106 s to 441 s). Tests that stub globals restore them (vi.unstubAllGlobals), and
// module mocks use vi.doMock/vi.doUnmock around a dynamic import, so one file's doubles never reach the next.
// Projects that run their files one at a time (fileParallelism: false: one devnet per project, shared by the
// browser journeys) keep the default: vitest 4 refuses projects of one group with different worker counts.
export default defineConfig({
  test: {
    projects: ['*/vitest.config.ts', 'plugins/*/vitest.config.ts', 'examples/*/vitest.config.ts'],
    reporters: [
      'default',
      './scripts/console-reporter.mjs',
      './scripts/timing-reporter.mjs',
      './scripts/spec-coverage-reporter.mjs',
      './scripts/summary-reporter.mjs',
    ],
    // Two files at a time even on 2 cores: most browser journeys wait on timers, sockets and the devnet,
    // so a second file uses the time the first one waits (vitest's default here would be one at a time).
    maxWorkers: 2,
    coverage: {
      provider: 'v8',
      include: ['kernel/src/**/*.ts'],
      exclude: ['**/*.test.ts', '**/index.ts', '**/testing/**'],
      reporter: ['text-summary'],
      reportOnFailure: true,
    },
  },
})
