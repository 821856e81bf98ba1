// A vitest run for console-reporter.test.ts: the reporters of the real suite, a fixture allow-list.
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

const scripts = fileURLToPath(new URL('../../', import.meta.url))
const allowList = [
  {
    kind: 'console',
    file: 'prints.fixture.ts',
    test: 'allowed',
    match: /FixtureAllowedError/,
    reason: 'fixture',
  },
]
if (process.env.FIXTURE_ALLOW_ALL)
  allowList.push(
    { kind: 'console', file: 'prints.fixture.ts', match: /unexpected/, reason: 'fixture' },
    { kind: 'node', match: /\[AIRLOCK_FIXTURE\]/, reason: 'fixture' },
  )

export default defineConfig({
  test: {
    root: fileURLToPath(new URL('.', import.meta.url)),
    include: ['*.fixture.ts'],
    pool: 'forks',
    reporters: [[`${scripts}console-reporter.mjs`, { allowList }], `${scripts}summary-reporter.mjs`],
  },
})
