import { describe, expect, test } from 'vitest'
import { toFullName, toLabel } from './fullName'
import { registrationMessage } from './lazy/registrationMessage'

describe('names in the fixed zone', () => {
  test('labels become lower-case full names; full names are kept', () => {
    expect(toFullName('Alice')).toBe('alice.airlock.id')
    expect(toFullName('bob.airlock.id')).toBe('bob.airlock.id')
    expect(toLabel('alice.airlock.id')).toBe('alice')
    expect(toLabel('alice.eth')).toBe('alice.eth')
  })

  test('the registration message holds the name, empty attributes and a timestamp in seconds', () => {
    expect(registrationMessage('alice.airlock.id', 1_700_000_000_999)).toBe(
      '{"name":"alice.airlock.id","attributes":{},"timestamp":1700000000}',
    )
  })
})
