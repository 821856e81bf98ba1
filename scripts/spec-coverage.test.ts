import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import {
  collectProofs,
  countStatuses,
  firstDifference,
  parseSpecTags,
  type RuleBook,
  RuleBookError,
  readRuleBook,
  renderCoverage,
  ruleStatus,
  whyNotFullRun,
} from './spec-coverage.mjs'

const book: RuleBook = {
  sections: { '2': 'Screens', '5': 'Validation' },
  rules: [
    { id: '2.1', text: 'View stack' },
    { id: '2.2', text: 'Closing blocked on sign-in views', pending: '#35' },
    { id: '5.1', text: 'EVM address | optional 0x' },
    { id: '5.2', text: 'Invented rule', dropped: 'not in the spec' },
    { id: '5.3', text: 'Solana address', pending: '#40' },
  ],
}

describe('parseSpecTags', () => {
  it('reads one id, several ids and tags in describe blocks of a full title', () => {
    expect(parseSpecTags('stack [spec 2.1] > opens Connect')).toEqual({ ids: ['2.1'], malformed: [] })
    expect(parseSpecTags('x [spec 5.1, 5.3] y [spec 2.10]').ids).toEqual(['5.1', '5.3', '2.10'])
    expect(parseSpecTags('[spec 5.1 5.1]').ids).toEqual(['5.1'])
  })

  it('reports tag words that are not ids and ignores titles without a tag', () => {
    expect(parseSpecTags('[spec 5.x] and [spec §5.1] and [spec ]')).toEqual({
      ids: [],
      malformed: ['5.x', '§5.1', '[spec ]'],
    })
    expect(parseSpecTags('specifies [5.1] nothing')).toEqual({ ids: [], malformed: [] })
  })
})

describe('readRuleBook', () => {
  it('accepts the repository rule list', () => {
    const json = JSON.parse(readFileSync(new URL('../docs/spec-rules.json', import.meta.url), 'utf8'))
    const read = readRuleBook(json)
    expect(read.rules.length).toBeGreaterThan(150)
    expect(Object.keys(read.sections)).toEqual(['2', '3', '4', '5', '6', '7', '8', '9'])
  })

  it.each([
    ['a reused id', { ...book, rules: [...book.rules, { id: '2.1', text: 'again' }] }],
    ['an id that is not <section>.<n>', { ...book, rules: [{ id: '2', text: 'x' }] }],
    ['an id of no section', { ...book, rules: [{ id: '7.1', text: 'x' }] }],
    ['a rule without text', { ...book, rules: [{ id: '2.1', text: ' ' }] }],
    ['a pending that is no issue', { ...book, rules: [{ id: '2.1', text: 'x', pending: 'later' }] }],
    ['a dropped rule without a reason', { ...book, rules: [{ id: '2.1', text: 'x', dropped: '' }] }],
    ['no sections', { rules: book.rules }],
  ])('refuses %s', (_, json) => {
    expect(() => readRuleBook(json)).toThrow(RuleBookError)
  })
})

describe('collectProofs and statuses', () => {
  const tests = [
    { file: 'b.test.ts', title: 'second [spec 2.1]', passed: true },
    { file: 'a.test.ts', title: 'first [spec 2.1]', passed: true },
    { file: 'a.test.ts', title: 'broken [spec 5.1]', passed: false },
    { file: 'a.test.ts', title: 'builds early [spec 5.3]', passed: true },
    { file: 'a.test.ts', title: 'typo [spec 5.9]', passed: true },
    { file: 'a.test.ts', title: 'old [spec 5.2]', passed: true },
    { file: 'a.test.ts', title: 'bad [spec five]', passed: false },
  ]

  it('lists only passed tests, sorted by file then title, and reports tags naming no live rule', () => {
    const { proofs, badTags } = collectProofs(book, tests)
    expect(proofs.get('2.1')).toEqual([
      { file: 'a.test.ts', title: 'first [spec 2.1]' },
      { file: 'b.test.ts', title: 'second [spec 2.1]' },
    ])
    expect(proofs.has('5.1')).toBe(false)
    expect(badTags.map((t) => [t.id, t.problem])).toEqual([
      ['5.9', 'unknown'],
      ['5.2', 'dropped'],
      ['five', 'malformed'],
    ])
  })

  it('gives each rule one status and totals that add up to the rules', () => {
    const { proofs } = collectProofs(book, tests)
    expect(book.rules.map((r) => ruleStatus(r, proofs))).toEqual([
      'proven',
      'not built',
      'untested',
      'dropped',
      'proven',
    ])
    const counts = countStatuses(book, proofs)
    expect(counts).toEqual({ proven: 2, untested: 1, 'not built': 1, dropped: 1, total: 5 })
    expect(counts.proven + counts.untested + counts['not built'] + counts.dropped).toBe(counts.total)
  })
})

describe('renderCoverage', () => {
  const { proofs } = collectProofs(book, [
    { file: 'a.test.ts', title: 'first [spec 2.1]', passed: true },
    { file: 'a.test.ts', title: 'pipe | in title [spec 2.1]', passed: true },
  ])
  const doc = renderCoverage(book, proofs)
  const row = (id: string) => doc.split('\n').find((l) => l.startsWith(`| ${id} |`))

  it('writes one row per rule under its section, with status and proofs, and the totals', () => {
    expect(doc).toContain('Totals: 5 rules — 1 proven, 1 untested, 2 not built, 1 dropped.')
    expect(doc.indexOf('## §2 Screens')).toBeLessThan(doc.indexOf('| 2.1 |'))
    expect(doc.indexOf('## §5 Validation')).toBeLessThan(doc.indexOf('| 5.1 |'))
    expect(row('2.1')).toBe(
      '| 2.1 | View stack | proven | `a.test.ts` — first [spec 2.1]<br>`a.test.ts` — pipe \\| in title [spec 2.1] |',
    )
    expect(row('2.2')).toBe('| 2.2 | Closing blocked on sign-in views | not built (#35) |  |')
    expect(row('5.1')).toBe('| 5.1 | EVM address \\| optional 0x | untested |  |')
    expect(row('5.2')).toBe('| 5.2 | Invented rule | dropped: not in the spec |  |')
    expect(doc.match(/^\| \d+\.\d+ \|/gm)).toHaveLength(book.rules.length)
  })

  it('is the same text for the same proofs found in another order (no dates, stable sort)', () => {
    const again = collectProofs(book, [
      { file: 'a.test.ts', title: 'pipe | in title [spec 2.1]', passed: true },
      { file: 'a.test.ts', title: 'first [spec 2.1]', passed: true },
    ])
    expect(renderCoverage(book, again.proofs)).toBe(doc)
  })
})

describe('whyNotFullRun', () => {
  const full = { modulesRun: 10, modulesKnown: 10 }

  it('accepts a run of every file with no filter', () => {
    expect(whyNotFullRun(full)).toBeUndefined()
    expect(whyNotFullRun({ ...full, fileFilters: [], projectFilters: [], related: [] })).toBeUndefined()
  })

  it.each([
    ['file filter', { fileFilters: ['src/bitcoin'] }],
    ['project filter', { projectFilters: ['devnet'] }],
    ['test name filter', { testNamePattern: /abort/ }],
    ['watch mode', { watch: true }],
    ['shard', { shard: { index: 1, count: 2 } }],
    ['related files', { related: ['kernel/src/a.ts'] }],
    ['changed files', { changed: true }],
    ['9 of 10 test files run', { modulesRun: 9 }],
  ])('refuses a run with a %s', (why, shape) => {
    expect(whyNotFullRun({ ...full, ...shape })).toBe(why)
  })
})

describe('firstDifference', () => {
  it('is 0 for the same text and the first differing line otherwise', () => {
    expect(firstDifference('a\nb\n', 'a\nb\n')).toBe(0)
    expect(firstDifference('a\nB\n', 'a\nb\n')).toBe(2)
    expect(firstDifference('a\nb', 'a\nb\nc')).toBe(3)
    expect(firstDifference(undefined, 'a')).toBe(1)
  })
})
