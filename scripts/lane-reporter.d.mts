/** Projects whose place contradicts their resolved config, one sentence each. */
export function misplacedProjects(
  laneName: string,
  projects: Array<{ name: string; fileParallelism: boolean }>,
): string[]
/** The reporter of one lane of `npm test`: a line per finished file and failed test, and the lane check. */
export default class LaneReporter {}
