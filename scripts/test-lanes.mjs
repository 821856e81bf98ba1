// How `npm test` splits the suite into vitest processes that run at the same time ("lanes"), and the
// commands that run them and then merge their results into one report.
//
// Why: vitest runs every project whose files go one at a time (`fileParallelism: false`: the browser journeys
// that share one devnet per project) in a single group of one worker, AFTER all the other projects — two
// phases, one after the other, the second on one worker while the second core idles (a 34-minute run whose
// files summed 35 minutes of test time). Those journeys mostly wait on timers, sockets and the devnet, so the
// one-at-a-time projects get processes of their own (lanes "serial-1" and "serial-2", balanced by each
// project's usual test time) beside the others (lane "parallel", two workers). Each lane writes a blob report; `vitest --merge-reports` then runs the configured reporters
// (spec coverage, timing, the closing "Tests:" line, the kernel's coverage) over both, as over one run.
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

/** Folders whose `vitest.config.ts` is a project (the root config's `projects` globs). */
const PROJECT_PARENTS = ['.', 'plugins', 'examples']

/**
 * Reads a project's name and whether its files run one at a time from its `vitest.config.ts` text.
 * Returns undefined for a config with no literal `name`. The lane reporter checks the resolved config at
 * run time, so a config this reading gets wrong fails the run instead of running in the wrong lane.
 * @param {string} text
 * @returns {{ name: string, serial: boolean } | undefined}
 */
export function readProjectConfig(text) {
  const name = /\bname:\s*['"]([^'"]+)['"]/.exec(text)?.[1]
  if (!name) return undefined
  return { name, serial: /\bfileParallelism:\s*false\b/.test(text) }
}

/**
 * Every project of the workspace with its lane.
 * @param {string} root the repository's root folder
 * @returns {{ name: string, serial: boolean }[]}
 */
export function listProjects(root) {
  const projects = []
  for (const parent of PROJECT_PARENTS) {
    const dir = join(root, parent)
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (!entry.isDirectory() || entry.name === 'node_modules' || entry.name.startsWith('.')) continue
      let text
      try {
        text = readFileSync(join(dir, entry.name, 'vitest.config.ts'), 'utf8')
      } catch {
        continue
      }
      const project = readProjectConfig(text)
      if (!project) throw new Error(`${parent}/${entry.name}/vitest.config.ts names no project (test.name)`)
      projects.push(project)
    }
  }
  return projects
}

/**
 * Seconds of test time per one-at-a-time project (files summed) in CI on d6722d9, used only to balance the
 * serial lanes: a wrong or missing figure (a new project counts `DEFAULT_WEIGHT`) makes one lane end later,
 * never a project run in the wrong lane or twice. Refresh from the timing table `npm test` prints.
 */
export const LANE_WEIGHTS = {
  sandbox: 263,
  'email-social': 236,
  evm: 196,
  swap: 122,
  onramp: 93,
  ens: 86,
  analytics: 72,
  solana: 68,
  walletconnect: 66,
  wagmi: 62,
}
const DEFAULT_WEIGHT = 60

/**
 * How many processes the one-at-a-time projects are shared between. One such lane was the whole critical path
 * (30 min against 16 for the parallel lane on a fresh clone): its journeys mostly wait, so two of them beside
 * the parallel lane still leave the two cores room.
 */
export const SERIAL_LANES = 2

/**
 * The lanes' `--project` filters, each naming its projects (vitest keeps a project that matches any one
 * filter, so the parallel lane cannot be written as negations of the serial lanes' names): "parallel" for
 * the projects whose files run two at a time, then "serial-1" … "serial-N", heaviest project first into the
 * lane with the least weight so far. Lanes left empty are dropped.
 * @param {{ name: string, serial: boolean }[]} projects
 * @param {{ weights?: Record<string, number>, serialLanes?: number }} [options]
 * @returns {{ lane: string, filters: string[] }[]}
 */
export function planLanes(projects, { weights = LANE_WEIGHTS, serialLanes = SERIAL_LANES } = {}) {
  const weight = (name) => weights[name] ?? DEFAULT_WEIGHT
  const parallel = projects.filter((p) => !p.serial).map((p) => p.name)
  const serial = Array.from({ length: Math.max(1, serialLanes) }, (_, i) => ({
    lane: `serial-${i + 1}`,
    names: [],
    total: 0,
  }))
  const heaviestFirst = projects
    .filter((p) => p.serial)
    .map((p) => p.name)
    .sort((a, b) => weight(b) - weight(a) || a.localeCompare(b))
  for (const name of heaviestFirst) {
    const lightest = serial.reduce((best, lane) => (lane.total < best.total ? lane : best))
    lightest.names.push(name)
    lightest.total += weight(name)
  }
  return [{ lane: 'parallel', names: parallel }, ...serial]
    .filter((lane) => lane.names.length > 0)
    .map((lane) => ({ lane: lane.lane, filters: lane.names.map((name) => `--project=${name}`) }))
}

/**
 * The vitest arguments of one lane: its projects, its blob report, the console check (Vite's and Node's
 * warnings are seen only in the process that runs the tests), a line per finished file and the lane check.
 * @param {{ lane: string, filters: string[] }} plan
 * @param {string} workDir a folder of this run: the blob reports go to its `blobs/`, each lane's coverage
 *   files to a folder of their own beside it (two processes must not share one; merging reads only blobs)
 */
export function laneArgs(plan, workDir) {
  return [
    'run',
    '--coverage',
    `--coverage.reportsDirectory=${join(workDir, `coverage-${plan.lane}`)}`,
    // No summary printed per lane: the merged report prints the one summary.
    '--coverage.reporter=json',
    ...plan.filters,
    '--reporter=blob',
    `--outputFile.blob=${join(workDir, 'blobs', `${plan.lane}.json`)}`,
    '--reporter=./scripts/console-reporter.mjs',
    '--reporter=./scripts/lane-reporter.mjs',
  ]
}

/** The vitest arguments that merge the lanes' blob reports and run the configured reporters over them. */
export function mergeArgs(workDir) {
  return ['run', '--coverage', `--merge-reports=${join(workDir, 'blobs')}`]
}
