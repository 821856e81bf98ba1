import { describe, expect, it } from 'vitest'
import { fileMs, summarizeTimes } from './timing-reporter.mjs'

describe('timing reporter', () => {
  it("counts a file's import, set-up and test time", () => {
    expect(fileMs({ collectDuration: 100, setupDuration: 20, duration: 3000 })).toBe(3120)
  })

  it('sums each project and lists the slowest files first, cut at the count', () => {
    const { projects, slowest } = summarizeTimes(
      [
        { project: 'ui', file: 'a', ms: 10 },
        { project: 'devnet', file: 'b', ms: 50 },
        { project: 'ui', file: 'c', ms: 70 },
        { project: 'devnet', file: 'd', ms: 5 },
      ],
      2,
    )
    expect(projects).toEqual([
      ['ui', 80],
      ['devnet', 55],
    ])
    expect(slowest.map((f) => f.file)).toEqual(['c', 'b'])
  })
})
