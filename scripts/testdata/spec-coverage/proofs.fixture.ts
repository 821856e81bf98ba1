import { describe, expect, it } from 'vitest'

// Tests for spec-coverage-reporter.test.ts: one rule proven by two tests, one by a describe block's tag.
it('keeps two recent wallets [spec 1.1]', () => {
  expect(1 + 1).toBe(2)
})

describe('the cache [spec 1.2]', () => {
  it('expires after 30 s', () => {
    expect([1].length).toBe(1)
  })
})

it('a failing proof proves nothing [spec 1.3]', () => {
  expect(process.env.FIXTURE_FAIL ? 1 : 0).toBe(0)
})

// Defined only when asked: the reporter checks the tags of skipped tests too.
if (process.env.FIXTURE_TYPO)
  it('names a rule that does not exist [spec 1.99]', () => {
    expect(true).toBe(true)
  })
