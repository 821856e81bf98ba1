/** A workspace project and whether its files run one at a time. */
export interface LaneProject {
  name: string
  serial: boolean
}
/** One lane: its name and its `--project` filters. */
export interface LanePlan {
  lane: 'parallel' | 'serial'
  filters: string[]
}
/** Reads a project's name and lane from its `vitest.config.ts` text (undefined without a literal name). */
export function readProjectConfig(text: string): LaneProject | undefined
/** Every project of the workspace under `root` with its lane. */
export function listProjects(root: string): LaneProject[]
/** The lanes' `--project` filters. */
export function planLanes(projects: LaneProject[]): LanePlan[]
/** The vitest arguments of one lane, its files under `workDir`. */
export function laneArgs(plan: Pick<LanePlan, 'lane' | 'filters'>, workDir: string): string[]
/** The vitest arguments that merge the lanes' blob reports under `workDir`. */
export function mergeArgs(workDir: string): string[]
