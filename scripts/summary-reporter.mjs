// Vitest reporter that ends the run with one plain line, "Tests: N passed, N failed, N skipped",
// so any CI reading closing lines can count the suite without parsing vitest's own output.
// With coverage on, the line is printed after the coverage summary, so it stays the last line.
// A test that printed unexpected console output (console-reporter.mjs) counts as failed, and so does
// such output that no test printed: the run fails for it. So does a failure of the spec-coverage reporter.

/** Counts every test of every module once the run has ended and prints the closing line. */
export default class SummaryReporter {
  onInit(vitest) {
    this.waitForCoverage = Boolean(vitest.config.coverage?.enabled)
    // Merging the lanes' reports (scripts/test-all.mjs), vitest prints the merged coverage after the run's
    // end and calls no onCoverage: the line is printed as the process exits, so it stays the last line.
    if (this.waitForCoverage && vitest.config.mergeReports) {
      this.waitForCoverage = false
      this.deferred = true
      process.once('exit', () => this.print())
    }
  }

  onTestRunEnd(testModules) {
    const counts = { passed: 0, failed: 0, skipped: 0 }
    const findings = globalThis[Symbol.for('airlock.consoleFindings')]
    const printed = findings?.failedIds ?? new Set()
    const counted = new Set()
    for (const module of testModules) {
      const tests = [...module.children.allTests()]
      for (const test of tests) {
        const state = test.result().state
        if (printed.has(test.id)) counted.add(test.id)
        if (state === 'passed' && printed.has(test.id)) counts.failed++
        else if (state === 'passed') counts.passed++
        else if (state === 'failed') counts.failed++
        else counts.skipped++
      }
      // A file that failed to load has no tests: count it as one failure so it is never silent.
      if (module.state() === 'failed' && tests.length === 0) counts.failed++
    }
    // Unexpected output outside any test (a hook, a Vite server, a Node warning): one more failure.
    if ((findings?.unattributed ?? 0) > 0 || [...printed].some((id) => !counted.has(id))) counts.failed++
    // A lane of `npm test` failed for output only its own process saw (scripts/test-all.mjs): one more.
    if (process.env.AIRLOCK_FAILED_LANES && counts.failed === 0) counts.failed++
    this.counts = counts
    if (!this.waitForCoverage && !this.deferred) setImmediate(() => this.print())
  }

  onCoverage() {
    // Runs after the coverage reporters have written their summary.
    setImmediate(() => this.print())
  }

  print() {
    const counts = this.counts
    if (!counts) return
    this.counts = undefined
    // The spec-coverage reporter failed the run (a bad tag, an outdated document): read when printing, after
    // every reporter's end of run (it may wait for the count of test files).
    const failed = counts.failed + (globalThis[Symbol.for('airlock.specCoverageFailed')] === true ? 1 : 0)
    process.stdout.write(`\nTests: ${counts.passed} passed, ${failed} failed, ${counts.skipped} skipped\n`)
  }
}
