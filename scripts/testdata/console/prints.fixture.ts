// Run only by console-reporter.test.ts (through testdata/console/vitest.config.mjs).
import { expect, test } from 'vitest'

class FixtureAllowedError extends Error {
  override name = 'FixtureAllowedError'
}

test('allowed: an error the allow-list expects', () => {
  console.error(new FixtureAllowedError('provoked on purpose'))
  expect(true).toBe(true)
})

test('an unexpected error', () => {
  console.error('an unexpected error')
  expect(true).toBe(true)
})

test('a Node.js warning', async () => {
  process.emitWarning('fixture warning', { code: 'AIRLOCK_FIXTURE' })
  await new Promise((resolve) => setTimeout(resolve, 50))
  expect(true).toBe(true)
})

test('quiet', () => {
  expect(true).toBe(true)
})
