// The pure parts of the spec-coverage reporter (spec-coverage-reporter.mjs): reading the rule list
// (docs/spec-rules.json), finding the `[spec 5.3]` tags in test titles, deciding each rule's status from
// the tests that passed, rendering docs/spec-coverage.md and telling a full run from a targeted one.

/** A tag in a test title (or one of its describe blocks): `[spec 5.3]`, or several ids: `[spec 5.3, 5.4]`. */
const SPEC_TAG = /\[spec\b([^\]]*)\]/g
/** A rule id: the spec's section, a dot, the rule's number in that section. */
const RULE_ID = /^[1-9]\d*\.[1-9]\d*$/
/** An issue reference, as `pending` names it. */
const ISSUE = /^#[1-9]\d*$/

/** Where a developer is told to look when the document is out of date. */
export const DOCUMENT_PATH = 'docs/spec-coverage.md'
export const RULES_PATH = 'docs/spec-rules.json'

/**
 * @typedef {{ id: string, text: string, pending?: string, dropped?: string }} Rule
 * @typedef {{ sections: Record<string, string>, rules: Rule[] }} RuleBook
 * @typedef {{ file: string, title: string, passed: boolean }} TestResult
 * @typedef {{ file: string, title: string }} Proof
 * @typedef {{ id: string, file: string, title: string, problem: 'unknown' | 'dropped' | 'malformed' }} BadTag
 * @typedef {'proven' | 'untested' | 'not built' | 'dropped'} Status
 */

/** A rule list that cannot be read as one: the reporter fails the run with it. */
export class RuleBookError extends Error {
  name = 'RuleBookError'
}

/**
 * The rule ids a test title names, in order, and the tag contents that are not rule ids.
 * @example parseSpecTags('rejects a short address [spec 5.3, 5.4]') // { ids: ['5.3', '5.4'], malformed: [] }
 * @param {string} title
 * @returns {{ ids: string[], malformed: string[] }}
 */
export function parseSpecTags(title) {
  const ids = []
  const malformed = []
  for (const match of title.matchAll(SPEC_TAG)) {
    const words = match[1].split(/[\s,]+/).filter(Boolean)
    if (words.length === 0) malformed.push(match[0])
    for (const word of words) (RULE_ID.test(word) ? ids : malformed).push(word)
  }
  return { ids: [...new Set(ids)], malformed }
}

/**
 * Checks the parsed content of docs/spec-rules.json: sections named, ids well formed, unique and in a
 * known section, every rule with a text, `pending` an issue reference, `dropped` a reason.
 * @param {unknown} json
 * @returns {RuleBook}
 * @throws {RuleBookError}
 */
export function readRuleBook(json) {
  const fail = (why) => {
    throw new RuleBookError(`${RULES_PATH}: ${why}`)
  }
  if (typeof json !== 'object' || json === null) fail('not an object')
  const { sections, rules } = /** @type {Record<string, unknown>} */ (json)
  if (typeof sections !== 'object' || sections === null) fail('"sections" must map section numbers to titles')
  if (!Array.isArray(rules)) fail('"rules" must be a list')
  const seen = new Set()
  for (const rule of /** @type {unknown[]} */ (rules)) {
    const { id, text, pending, dropped } = /** @type {Record<string, unknown>} */ (rule ?? {})
    if (typeof id !== 'string' || !RULE_ID.test(id))
      fail(`rule id ${JSON.stringify(id)} is not <section>.<n>`)
    if (seen.has(id)) fail(`rule id ${id} is used twice (ids are never reused)`)
    seen.add(id)
    if (!(id.split('.')[0] in sections)) fail(`rule ${id} belongs to no section of "sections"`)
    if (typeof text !== 'string' || text.trim() === '') fail(`rule ${id} has no text`)
    if (pending !== undefined && (typeof pending !== 'string' || !ISSUE.test(pending)))
      fail(`rule ${id}: "pending" must be an issue reference such as "#35"`)
    if (dropped !== undefined && (typeof dropped !== 'string' || dropped.trim() === ''))
      fail(`rule ${id}: "dropped" must say why`)
  }
  return /** @type {RuleBook} */ ({ sections, rules })
}

/**
 * The passed tests that prove each rule, and the tags that name no live rule (a typo, a dropped rule, a
 * tag that is not an id). A failed or skipped test proves nothing, but its tags are checked too.
 * @param {RuleBook} book
 * @param {readonly TestResult[]} tests
 * @returns {{ proofs: Map<string, Proof[]>, badTags: BadTag[] }}
 */
export function collectProofs(book, tests) {
  const byId = new Map(book.rules.map((rule) => [rule.id, rule]))
  /** @type {Map<string, Proof[]>} */
  const proofs = new Map()
  /** @type {BadTag[]} */
  const badTags = []
  for (const test of tests) {
    const { ids, malformed } = parseSpecTags(test.title)
    for (const id of malformed) badTags.push({ id, file: test.file, title: test.title, problem: 'malformed' })
    for (const id of ids) {
      const rule = byId.get(id)
      if (!rule || rule.dropped) {
        badTags.push({ id, file: test.file, title: test.title, problem: rule ? 'dropped' : 'unknown' })
        continue
      }
      if (!test.passed) continue
      const list = proofs.get(id) ?? []
      list.push({ file: test.file, title: test.title })
      proofs.set(id, list)
    }
  }
  const order = (a, b) => (a.file === b.file ? compare(a.title, b.title) : compare(a.file, b.file))
  for (const list of proofs.values()) list.sort(order)
  return { proofs, badTags }
}

/** Locale-independent ordering, so the document is the same on every machine. */
const compare = (a, b) => (a < b ? -1 : a > b ? 1 : 0)

/**
 * A rule's status: dropped, proven (a passed test names it), not built (pending, no proof), untested.
 * @param {Rule} rule
 * @param {ReadonlyMap<string, readonly Proof[]>} proofs
 * @returns {Status}
 */
export function ruleStatus(rule, proofs) {
  if (rule.dropped) return 'dropped'
  if ((proofs.get(rule.id)?.length ?? 0) > 0) return 'proven'
  return rule.pending ? 'not built' : 'untested'
}

/**
 * How many rules have each status; the four counts add up to the number of rules.
 * @param {RuleBook} book
 * @param {ReadonlyMap<string, readonly Proof[]>} proofs
 * @returns {Record<Status, number> & { total: number }}
 */
export function countStatuses(book, proofs) {
  const counts = { proven: 0, untested: 0, 'not built': 0, dropped: 0, total: book.rules.length }
  for (const rule of book.rules) counts[ruleStatus(rule, proofs)]++
  return counts
}

/** Text safe inside a markdown table cell. */
const cell = (text) => text.replace(/\s+/g, ' ').replace(/\\/g, '\\\\').replace(/\|/g, '\\|').trim()

const statusCell = (rule, status) =>
  status === 'not built'
    ? `not built (${rule.pending})`
    : status === 'dropped'
      ? `dropped: ${cell(rule.dropped ?? '')}`
      : status

/**
 * The whole of docs/spec-coverage.md: a header saying how it is made and updated, the totals, then one
 * table per spec section with every rule, its status and the passed tests that name it.
 * @param {RuleBook} book
 * @param {ReadonlyMap<string, readonly Proof[]>} proofs
 * @returns {string}
 */
export function renderCoverage(book, proofs) {
  const counts = countStatuses(book, proofs)
  const lines = [
    '# Spec coverage',
    '',
    '<!-- Generated by scripts/spec-coverage-reporter.mjs from a full test run. Do not edit: a full run',
    '     fails when this file differs from what it proved, and rewrites it. -->',
    '',
    'Every rule of the product specification (`/work/shared/spec/product-spec.md`, §2–§9), as listed with its',
    `stable id in \`${RULES_PATH}\`, with the tests that prove it: a test names a rule in its title (or a`,
    "describe block's) as `[spec 5.3]`, and is listed here only if it passed in the last full run (every",
    'project, no file, project or name filter). **proven**: at least one such test passed. **untested**: none',
    'did. **not built (#N)**: the rule belongs to a plugin not built yet (issue #N) and no test proves it.',
    '**dropped**: the id is kept, never reused, for a rule that is no longer one (the reason is given).',
    '',
    'This file is generated; a hand edit fails CI. To update it, run the full suite (`npm run test:unit`):',
    'when the document differs from what the run proved, the run rewrites it and fails once — commit the',
    'rewritten file. A targeted run never touches it. A tag naming an id that is not a rule fails any run.',
    '',
    `Totals: ${counts.total} rules — ${counts.proven} proven, ${counts.untested} untested, ${counts['not built']} not built, ${counts.dropped} dropped.`,
    '',
  ]
  for (const [section, title] of Object.entries(book.sections)) {
    const rules = book.rules.filter((rule) => rule.id.split('.')[0] === section)
    if (rules.length === 0) continue
    lines.push(`## §${section} ${title}`, '', '| Id | Rule | Status | Proved by |', '|---|---|---|---|')
    for (const rule of rules) {
      const status = ruleStatus(rule, proofs)
      const tests = status === 'proven' ? (proofs.get(rule.id) ?? []) : []
      const provedBy = tests.map((t) => `\`${cell(t.file)}\` — ${cell(t.title)}`).join('<br>')
      lines.push(`| ${rule.id} | ${cell(rule.text)} | ${statusCell(rule, status)} | ${provedBy} |`)
    }
    lines.push('')
  }
  return lines.join('\n')
}

/**
 * @typedef {object} RunShape What a vitest run was asked to run.
 * @property {readonly string[]} [fileFilters] file name filters given on the command line
 * @property {readonly string[]} [projectFilters] `--project` filters
 * @property {unknown} [testNamePattern] `-t`
 * @property {boolean} [watch]
 * @property {unknown} [shard]
 * @property {unknown} [related] `--related` files
 * @property {unknown} [changed] `--changed`
 * @property {number} modulesRun test files the run reported
 * @property {number} modulesKnown test files of every project
 */

/**
 * Why a run is not a full run (so it must not rewrite the document), or undefined for a full run.
 * @example whyNotFullRun({ fileFilters: ['src/bitcoin'], modulesRun: 3, modulesKnown: 400 }) // 'file filter'
 * @param {RunShape} run
 * @returns {string | undefined}
 */
export function whyNotFullRun(run) {
  if (run.fileFilters?.length) return 'file filter'
  if (run.projectFilters?.length) return 'project filter'
  if (run.testNamePattern) return 'test name filter'
  if (run.watch) return 'watch mode'
  if (run.shard) return 'shard'
  if (run.related && (!Array.isArray(run.related) || run.related.length > 0)) return 'related files'
  if (run.changed) return 'changed files'
  if (run.modulesRun < run.modulesKnown) return `${run.modulesRun} of ${run.modulesKnown} test files run`
  return undefined
}

/**
 * The first line where the committed document and the generated one differ (1-based), or 0 when equal.
 * @param {string | undefined} committed
 * @param {string} generated
 * @returns {number}
 */
export function firstDifference(committed, generated) {
  if (committed === generated) return 0
  const a = (committed ?? '').split('\n')
  const b = generated.split('\n')
  for (let i = 0; i < Math.max(a.length, b.length); i++) if (a[i] !== b[i]) return i + 1
  return 1
}
