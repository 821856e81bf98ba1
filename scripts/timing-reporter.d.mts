/** What vitest measured of one test file. */
export interface FileDiagnostic {
  collectDuration: number
  setupDuration: number
  duration: number
}
/** One test file's time. */
export interface FileTime {
  project: string
  file: string
  ms: number
}
/** A file's own time: import, set-up module, tests and hooks. */
export function fileMs(diagnostic: FileDiagnostic): number
/** The projects' summed time (largest first) and the slowest files. */
export function summarizeTimes(
  files: FileTime[],
  slowestCount?: number,
): { projects: Array<[string, number]>; slowest: FileTime[] }
/** The reporter: prints the projects' test time and the slowest files at the end of a run. */
export default class TimingReporter {}
