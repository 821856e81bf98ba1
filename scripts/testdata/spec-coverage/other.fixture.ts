import { expect, it } from 'vitest'

// A second file, so a run filtered to one file is not a full run.
it('also proves the first rule [spec 1.1]', () => {
  expect('a'.repeat(2)).toBe('aa')
})
