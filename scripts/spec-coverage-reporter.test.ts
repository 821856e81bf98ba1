import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { runVitest } from './runVitest'

const config = fileURLToPath(new URL('./testdata/spec-coverage/vitest.config.mjs', import.meta.url))

const rules = {
  sections: { '1': 'Fixture' },
  rules: [
    { id: '1.1', text: 'Recent wallets' },
    { id: '1.2', text: 'Cache lifetime' },
    { id: '1.3', text: 'Proven by a test that may fail' },
    { id: '1.4', text: 'No test names it' },
    { id: '1.5', text: 'A plugin not built', pending: '#35' },
  ],
}

let dir = ''
const documentPath = () => join(dir, 'coverage.md')
const readDocument = () => readFileSync(documentPath(), 'utf8')
const row = (id: string) =>
  readDocument()
    .split('\n')
    .find((l) => l.startsWith(`| ${id} |`))

/** Runs vitest with the real reporter on the fixture folder; resolves with its exit code and output. */
const runFixture = (args: string[] = [], env: Record<string, string> = {}) =>
  runVitest(config, args, { ...env, SPEC_FIXTURE_DIR: dir })

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'spec-coverage-'))
  writeFileSync(join(dir, 'rules.json'), JSON.stringify(rules))
})
afterAll(() => rmSync(dir, { recursive: true, force: true }))

describe('spec coverage reporter', () => {
  it('writes the document on a full run, fails that run once, then passes while it is unchanged', async () => {
    const first = await runFixture()
    expect(first.err).toContain('has been rewritten')
    expect(first.code).toBe(1)
    // The closing line counts the reporter's failure (every test passed).
    expect(first.out.trim().split('\n').at(-1)).toBe('Tests: 4 passed, 1 failed, 0 skipped')
    expect(row('1.1')).toBe(
      '| 1.1 | Recent wallets | proven | `other.fixture.ts` — also proves the first rule [spec 1.1]<br>`proofs.fixture.ts` — keeps two recent wallets [spec 1.1] |',
    )
    expect(row('1.2')).toContain(
      '| proven | `proofs.fixture.ts` — the cache [spec 1.2] > expires after 30 s |',
    )
    expect(row('1.4')).toBe('| 1.4 | No test names it | untested |  |')
    expect(row('1.5')).toBe('| 1.5 | A plugin not built | not built (#35) |  |')
    expect(readDocument()).toContain('Totals: 5 rules — 3 proven, 1 untested, 1 not built, 0 dropped.')

    const second = await runFixture()
    expect(second.out).toContain('is up to date')
    expect(second.out.trim().split('\n').at(-1)).toBe('Tests: 4 passed, 0 failed, 0 skipped')
    expect(second.code).toBe(0)
  })

  it('fails a full run on a hand edit of the document and restores what the run proved', async () => {
    const proved = readDocument()
    writeFileSync(
      documentPath(),
      proved.replace('| 1.4 | No test names it | untested |', '| 1.4 | No test names it | proven |'),
    )
    const { code, err } = await runFixture()
    expect(err).toMatch(/differed from what this run proved from line \d+/)
    expect(code).toBe(1)
    expect(readDocument()).toBe(proved)
  })

  it('never touches the document on a targeted run, even when the proofs differ', async () => {
    const proved = readDocument()
    const filtered = await runFixture(['other.fixture.ts'])
    expect(filtered.code).toBe(0)
    const named = await runFixture(['-t', 'cache'])
    expect(named.code).toBe(0)
    expect(readDocument()).toBe(proved)
  })

  it('does not rewrite the document when a test fails, and a failed proof is no proof', async () => {
    const proved = readDocument()
    const { code, err } = await runFixture([], { FIXTURE_FAIL: '1' })
    expect(code).toBe(1)
    expect(err).toContain('not rewritten because the run failed')
    expect(readDocument()).toBe(proved)
  })

  it('fails any run, targeted or not, whose titles name an id that is not a rule', async () => {
    const { code, err } = await runFixture(['proofs.fixture.ts'], { FIXTURE_TYPO: '1' })
    expect(err).toContain(
      '1.99 (unknown) in proofs.fixture.ts > names a rule that does not exist [spec 1.99]',
    )
    expect(code).toBe(1)
  })
})
