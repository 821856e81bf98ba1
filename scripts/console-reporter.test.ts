import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { runVitest } from './runVitest'

const config = fileURLToPath(new URL('./testdata/console/vitest.config.mjs', import.meta.url))

/** Runs vitest on the fixture folder; resolves with its exit code and plain output. */
const runFixture = (env: Record<string, string> = {}) => runVitest(config, [], env)

describe('console reporter', () => {
  it('fails a run whose tests pass when one prints an error or a Node.js warning nobody allowed', async () => {
    const { code, out, err } = await runFixture()
    expect(code).toBe(1)
    expect(err).toContain('Unexpected console output (2)')
    expect(err).toContain('[console] prints.fixture.ts > an unexpected error')
    expect(err).toMatch(/\[node\] \(no test\)\n\s+\(node:\d+\) \[AIRLOCK_FIXTURE\] Warning: fixture warning/)
    // The allowed error is not reported; its test and the quiet one pass, the printing one counts as failed.
    expect(err).not.toContain('FixtureAllowedError')
    expect(out.trim().split('\n').at(-1)).toBe('Tests: 3 passed, 2 failed, 0 skipped')
  })

  it('passes the same run when the allow-list expects every output', async () => {
    const { code, out, err } = await runFixture({ FIXTURE_ALLOW_ALL: '1' })
    expect(err).not.toContain('Unexpected console output')
    expect(out.trim().split('\n').at(-1)).toBe('Tests: 4 passed, 0 failed, 0 skipped')
    expect(code).toBe(0)
  })
})
