// A vitest run for spec-coverage-reporter.test.ts: the real reporter on a fixture rule list and document
// (SPEC_FIXTURE_DIR, a temporary folder the test fills).
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

const scripts = fileURLToPath(new URL('../../', import.meta.url))
const dir = process.env.SPEC_FIXTURE_DIR ?? ''

export default defineConfig({
  test: {
    root: fileURLToPath(new URL('.', import.meta.url)),
    include: ['*.fixture.ts'],
    pool: 'forks',
    reporters: [
      [
        `${scripts}spec-coverage-reporter.mjs`,
        { rulesFile: join(dir, 'rules.json'), documentFile: join(dir, 'coverage.md') },
      ],
      `${scripts}summary-reporter.mjs`,
    ],
  },
})
