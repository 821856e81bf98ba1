/** A rule of the product spec, as docs/spec-rules.json lists it. */
export interface Rule {
  id: string
  text: string
  /** The issue that builds the rule's plugin ("#35"). */
  pending?: string
  /** Why the id is no longer a rule (ids are never reused). */
  dropped?: string
}
/** docs/spec-rules.json: section titles by number, and the rules. */
export interface RuleBook {
  sections: Record<string, string>
  rules: Rule[]
}
/** One test of the run: its file (repository-relative), full title and whether it passed. */
export interface TestResult {
  file: string
  title: string
  passed: boolean
}
/** A passed test that names a rule. */
export interface Proof {
  file: string
  title: string
}
/** A tag that names no live rule. */
export interface BadTag {
  id: string
  file: string
  title: string
  problem: 'unknown' | 'dropped' | 'malformed'
}
export type Status = 'proven' | 'untested' | 'not built' | 'dropped'
/** What a vitest run was asked to run. */
export interface RunShape {
  fileFilters?: readonly string[]
  projectFilters?: readonly string[]
  testNamePattern?: unknown
  watch?: boolean
  shard?: unknown
  related?: unknown
  changed?: unknown
  modulesRun: number
  modulesKnown: number
}

export const DOCUMENT_PATH: string
export const RULES_PATH: string
/** A rule list that cannot be read as one. */
export class RuleBookError extends Error {}
/** The rule ids a test title names (`[spec 5.3]`, `[spec 5.3, 5.4]`) and the tag words that are not ids. */
export function parseSpecTags(title: string): { ids: string[]; malformed: string[] }
/** Checks the parsed content of docs/spec-rules.json. */
export function readRuleBook(json: unknown): RuleBook
/** The passed tests proving each rule, and the tags naming no live rule. */
export function collectProofs(
  book: RuleBook,
  tests: readonly TestResult[],
): { proofs: Map<string, Proof[]>; badTags: BadTag[] }
/** A rule's status from the proofs. */
export function ruleStatus(rule: Rule, proofs: ReadonlyMap<string, readonly Proof[]>): Status
/** How many rules have each status. */
export function countStatuses(
  book: RuleBook,
  proofs: ReadonlyMap<string, readonly Proof[]>,
): Record<Status, number> & { total: number }
/** The whole of docs/spec-coverage.md. */
export function renderCoverage(book: RuleBook, proofs: ReadonlyMap<string, readonly Proof[]>): string
/** Why a run is not a full run, or undefined. */
export function whyNotFullRun(run: RunShape): string | undefined
/** The first differing line (1-based), 0 when equal. */
export function firstDifference(committed: string | undefined, generated: string): number
