// Vitest reporter that ends the run with one plain line, "Tests: N passed, N failed, N skipped",
// so any CI reading closing lines can count the suite without parsing vitest's own output.
// With coverage on, the line is printed after the coverage summary, so it stays the last line.

/** Counts every test of every module once the run has ended and prints the closing line. */
export default class SummaryReporter {
  onInit(vitest) {
    this.waitForCoverage = Boolean(vitest.config.coverage?.enabled)
  }

  onTestRunEnd(testModules) {
    const counts = { passed: 0, failed: 0, skipped: 0 }
    for (const module of testModules) {
      const tests = [...module.children.allTests()]
      for (const test of tests) {
        const state = test.result().state
        if (state === 'passed') counts.passed++
        else if (state === 'failed') counts.failed++
        else counts.skipped++
      }
      // A file that failed to load has no tests: count it as one failure so it is never silent.
      if (module.state() === 'failed' && tests.length === 0) counts.failed++
    }
    this.line = `Tests: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`
    if (!this.waitForCoverage) this.print()
  }

  onCoverage() {
    // Runs after the coverage reporters have written their summary.
    setImmediate(() => this.print())
  }

  print() {
    if (this.line) process.stdout.write(`\n${this.line}\n`)
    this.line = undefined
  }
}
