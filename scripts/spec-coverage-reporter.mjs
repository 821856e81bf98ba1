// Vitest reporter that writes docs/spec-coverage.md from the test run itself: every rule of
// docs/spec-rules.json with the passed tests whose title names it as `[spec 5.3]` (spec-coverage.mjs
// does the parsing, the statuses and the rendering).
// - Any run: a tag naming an id that is not a rule (a typo, a dropped rule) fails the run.
// - A full run (every project, no file, project or name filter, not watching, all files run) that passed:
//   the document is rendered; when the committed one differs, it is rewritten and the run fails, so a hand
//   edit fails CI and a developer commits what the run proved. A failed full run only reports the difference.
// - A targeted run never touches the document.
import { readFileSync, writeFileSync } from 'node:fs'
import { relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import {
  collectProofs,
  countStatuses,
  DOCUMENT_PATH,
  firstDifference,
  RULES_PATH,
  readRuleBook,
  renderCoverage,
  whyNotFullRun,
} from './spec-coverage.mjs'

const repoRoot = fileURLToPath(new URL('..', import.meta.url))
/** Shared with the console reporter: tests that printed unexpected output count as failed. */
const FINDINGS = Symbol.for('airlock.consoleFindings')
/** Shared with the summary reporter: set when this reporter failed the run (counted as one failure there). */
export const SPEC_COVERAGE_FAILED = Symbol.for('airlock.specCoverageFailed')

export default class SpecCoverageReporter {
  /** @param {{ rulesFile?: string, documentFile?: string }} [options] absolute paths (tests use a fixture) */
  constructor(options = {}) {
    this.rulesFile = options.rulesFile ?? resolve(repoRoot, RULES_PATH)
    this.documentFile = options.documentFile ?? resolve(repoRoot, DOCUMENT_PATH)
  }

  onInit(vitest) {
    this.vitest = vitest
    this.root = vitest.config.root
    globalThis[SPEC_COVERAGE_FAILED] = false
  }

  onTestRunStart() {
    // Every test file of every project, known long before a run ends. A merged report (`npm test`'s lanes,
    // scripts/test-all.mjs) replays its files in moments: onTestRunEnd then waits for the count.
    this.modulesKnown = undefined
    this.globbed = this.vitest.globTestSpecifications().then(
      (specifications) => {
        this.modulesKnown = specifications.length
      },
      () => undefined,
    )
  }

  onTestRunEnd(testModules, unhandledErrors, reason) {
    if (this.modulesKnown === undefined && this.globbed)
      return this.globbed.then(() => this.checkRun(testModules, unhandledErrors, reason))
    return this.checkRun(testModules, unhandledErrors, reason)
  }

  checkRun(testModules, _unhandledErrors, reason) {
    const fail = (message) => {
      process.stderr.write(`\nspec coverage: ${message}\n`)
      process.exitCode = 1
      globalThis[SPEC_COVERAGE_FAILED] = true
    }
    let book
    try {
      book = readRuleBook(JSON.parse(readFileSync(this.rulesFile, 'utf8')))
    } catch (error) {
      fail(error instanceof Error ? error.message : String(error))
      return
    }
    const printed = globalThis[FINDINGS]?.failedIds ?? new Set()
    const tests = []
    for (const module of testModules) {
      const file = relative(this.root, module.moduleId).split('\\').join('/')
      for (const test of module.children.allTests())
        tests.push({
          file,
          title: test.fullName,
          passed: test.result().state === 'passed' && !printed.has(test.id),
        })
    }
    const { proofs, badTags } = collectProofs(book, tests)
    if (badTags.length > 0) {
      const lines = badTags.map((t) => `  ${t.id} (${t.problem}) in ${t.file} > ${t.title}`)
      fail(`tags that name no rule of ${RULES_PATH}:\n${lines.join('\n')}`)
    }

    const config = this.vitest.config
    const why = whyNotFullRun({
      fileFilters: this.vitest.filenamePattern,
      projectFilters: config.project,
      testNamePattern: config.testNamePattern,
      watch: config.watch,
      shard: config.shard,
      related: config.related,
      changed: config.changed,
      modulesRun: testModules.length,
      // Not known (the glob failed or has not answered): not a full run.
      modulesKnown: this.modulesKnown ?? Number.POSITIVE_INFINITY,
    })
    if (why || reason === 'interrupted') return

    const generated = renderCoverage(book, proofs)
    let committed
    try {
      committed = readFileSync(this.documentFile, 'utf8')
    } catch {
      committed = undefined
    }
    const line = firstDifference(committed, generated)
    const counts = countStatuses(book, proofs)
    const totals = `${counts.proven} proven, ${counts.untested} untested, ${counts['not built']} not built, ${counts.dropped} dropped`
    if (line === 0) {
      process.stdout.write(`\nspec coverage: ${DOCUMENT_PATH} is up to date (${totals})\n`)
      return
    }
    // Another reporter (the console one) may have failed the run already: a failed run rewrites nothing.
    // So may a lane of `npm test` whose results this merged run reports (scripts/test-all.mjs).
    if (reason !== 'passed' || badTags.length > 0 || process.exitCode || process.env.AIRLOCK_FAILED_LANES) {
      fail(`${DOCUMENT_PATH} differs from this run from line ${line}; not rewritten because the run failed`)
      return
    }
    writeFileSync(this.documentFile, generated)
    fail(
      `${DOCUMENT_PATH} differed from what this run proved from line ${line}; it has been rewritten (${totals}): review and commit it`,
    )
  }
}
