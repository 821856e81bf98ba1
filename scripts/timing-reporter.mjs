// Vitest reporter that prints where a run's time went, before the closing summary line: the test time of
// each project (summed over its files) and the slowest files. CI keeps this output, so a run that grows
// past its time budget says which journeys to move or speed up (README, "Running the tests").

/** How many of the slowest files are listed. */
const SLOWEST_FILES = 15

/** Seconds with one decimal. */
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`

/**
 * A file's own time: importing it and its set-up module, then its tests and hooks (a project's global
 * set-up, such as a devnet start, is not part of any file).
 */
export function fileMs(diagnostic) {
  return diagnostic.collectDuration + diagnostic.setupDuration + diagnostic.duration
}

/** Sums and sorts the files' times: `{ projects: [[name, ms]], slowest: [[project, file, ms]] }`. */
export function summarizeTimes(files, slowestCount = SLOWEST_FILES) {
  const projects = new Map()
  for (const { project, ms } of files) projects.set(project, (projects.get(project) ?? 0) + ms)
  return {
    projects: [...projects].sort((a, b) => b[1] - a[1]),
    slowest: [...files].sort((a, b) => b.ms - a.ms).slice(0, slowestCount),
  }
}

/** Prints the projects' test time and the slowest files once the run has ended. */
export default class TimingReporter {
  onInit(vitest) {
    this.root = `${vitest.config.root}/`
  }

  onTestRunEnd(testModules) {
    const files = testModules.map((module) => ({
      project: module.project.name || '(root)',
      file: module.moduleId.replace(this.root, ''),
      ms: fileMs(module.diagnostic()),
    }))
    if (files.length === 0) return
    const { projects, slowest } = summarizeTimes(files)
    const lines = ['', 'Test time per project (files summed; several run at a time):']
    for (const [name, ms] of projects) lines.push(`  ${name.padEnd(16)} ${seconds(ms)}`)
    lines.push(`Slowest ${slowest.length} files:`)
    for (const { file, ms } of slowest) lines.push(`  ${seconds(ms).padStart(8)}  ${file}`)
    process.stdout.write(`${lines.join('\n')}\n`)
  }
}
