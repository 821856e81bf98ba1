import { observable } from 'mobx'
import { describe, expect, test } from 'vitest'
import { displayJson, toDisplayValue } from './safeJson'

describe('toDisplayValue', () => {
  test('shows observable maps as plain objects, bigints with n, errors by name and message', () => {
    const statuses = observable.map([['eip155', 'connected']])
    const shown = JSON.parse(displayJson({ statuses, value: 10n, error: new TypeError('boom'), fn: () => 1 }))
    expect(shown).toEqual({
      statuses: { eip155: 'connected' },
      value: '10n',
      error: { name: 'TypeError', message: 'boom' },
    })
  })

  test('cuts cycles and deep nesting instead of throwing', () => {
    const a: Record<string, unknown> = { name: 'a' }
    a.self = a
    expect(toDisplayValue(a)).toEqual({ name: 'a', self: '[circular]' })
    expect(toDisplayValue({ l1: { l2: { l3: 1 } } }, 2)).toEqual({ l1: { l2: '[…]' } })
  })
})
