// Vitest reporter of one lane of `npm test` (scripts/test-lanes.mjs): a line per finished file and per failed
// test as they happen (the merged report at the end prints the details), and a check that the lane runs
// the projects it should — a serial lane ("serial-1", "serial-2") only projects whose files run one at a
// time, the parallel lane none of them — so a config the lane planner misread fails the run instead of sharing a devnet.

/** The lane this process runs, from `AIRLOCK_TEST_LANE` (set by scripts/test-all.mjs). */
const lane = () => process.env.AIRLOCK_TEST_LANE ?? 'lane'

/**
 * Projects whose place contradicts their resolved config.
 * @param {string} laneName 'parallel', or a serial lane ('serial-1' …)
 * @param {{ name: string, fileParallelism: boolean }[]} projects
 * @returns {string[]} one sentence per misplaced project
 */
export function misplacedProjects(laneName, projects) {
  if (laneName.startsWith('serial'))
    return projects.filter((p) => p.fileParallelism).map((p) => `${p.name} runs its files in parallel`)
  if (laneName === 'parallel')
    return projects.filter((p) => !p.fileParallelism).map((p) => `${p.name} runs its files one at a time`)
  return []
}

export default class LaneReporter {
  onInit(vitest) {
    this.root = `${vitest.config.root}/`
    const problems = misplacedProjects(
      lane(),
      vitest.projects.map((p) => ({ name: p.name, fileParallelism: p.config.fileParallelism !== false })),
    )
    if (problems.length > 0) {
      process.stderr.write(
        `\n[${lane()}] projects in the wrong lane (scripts/test-lanes.mjs): ${problems.join('; ')}\n`,
      )
      process.exitCode = 1
    }
  }

  onTestCaseResult(testCase) {
    const result = testCase.result()
    if (result.state !== 'failed') return
    const message = result.errors?.[0]?.message?.split('\n')[0] ?? ''
    process.stdout.write(
      `[${lane()}] ✗ ${testCase.module.moduleId.replace(this.root, '')} > ${testCase.fullName}: ${message}\n`,
    )
  }

  onTestModuleEnd(testModule) {
    const tests = [...testModule.children.allTests()]
    const failed = tests.filter((t) => t.result().state === 'failed').length
    const mark = testModule.state() === 'failed' || failed > 0 ? '✗' : '✓'
    const d = testModule.diagnostic()
    const seconds = ((d.collectDuration + d.setupDuration + d.duration) / 1000).toFixed(1)
    const file = testModule.moduleId.replace(this.root, '')
    process.stdout.write(
      `[${lane()}] ${mark} ${testModule.project.name} ${file} (${tests.length} tests${failed ? `, ${failed} failed` : ''}, ${seconds} s)\n`,
    )
  }
}
