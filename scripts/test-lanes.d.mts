/** A workspace project and whether its files run one at a time. */
export interface LaneProject {
  name: string
  serial: boolean
}
/** One lane: its name and its `--project` filters. */
export interface LanePlan {
  /** 'parallel', or a serial lane: 'serial-1' … */
  lane: string
  filters: string[]
}
/** Reads a project's name and lane from its `vitest.config.ts` text (undefined without a literal name). */
export function readProjectConfig(text: string): LaneProject | undefined
/** Every project of the workspace under `root` with its lane. */
export function listProjects(root: string): LaneProject[]
/** Seconds of usual test time per one-at-a-time project (balances the serial lanes only). */
export const LANE_WEIGHTS: Record<string, number>
/** How many processes share the one-at-a-time projects. */
export const SERIAL_LANES: number
/** The lanes' `--project` filters: "parallel", then the serial lanes, heaviest project into the lightest lane. */
export function planLanes(
  projects: LaneProject[],
  options?: { weights?: Record<string, number>; serialLanes?: number },
): LanePlan[]
/** The vitest arguments of one lane, its files under `workDir`. */
export function laneArgs(plan: Pick<LanePlan, 'lane' | 'filters'>, workDir: string): string[]
/** The vitest arguments that merge the lanes' blob reports under `workDir`. */
export function mergeArgs(workDir: string): string[]
