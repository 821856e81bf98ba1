import { describe, expect, test } from 'vitest'
import { isAllowedNumericKey, sanitizeNumericInput } from './numericInput'

describe('numeric input', () => {
  test('keydown: digits, one separator, editing keys only [spec 5.5]', () => {
    expect(isAllowedNumericKey({ key: '7' }, '')).toBe(true)
    expect(isAllowedNumericKey({ key: '.' }, '12')).toBe(true)
    expect(isAllowedNumericKey({ key: ',' }, '12')).toBe(true)
    expect(isAllowedNumericKey({ key: '.' }, '1.2')).toBe(false)
    expect(isAllowedNumericKey({ key: ',' }, '1.2')).toBe(false)
    expect(isAllowedNumericKey({ key: 'e' }, '1')).toBe(false)
    expect(isAllowedNumericKey({ key: '-' }, '')).toBe(false)
    expect(isAllowedNumericKey({ key: '+' }, '')).toBe(false)
    for (const key of ['Backspace', 'Delete', 'ArrowLeft', 'ArrowRight', 'Tab', 'Home', 'End']) {
      expect(isAllowedNumericKey({ key }, '1.2')).toBe(true)
    }
    expect(isAllowedNumericKey({ key: 'v', ctrlKey: true }, '')).toBe(true)
    expect(isAllowedNumericKey({ key: 'a', metaKey: true }, '')).toBe(true)
    expect(isAllowedNumericKey({ key: 'v' }, '')).toBe(false)
    expect(isAllowedNumericKey({ key: 'q', ctrlKey: true }, '')).toBe(false)
  })

  test('input: a leading separator becomes 0., junk removed, one separator kept [spec 5.5]', () => {
    expect(sanitizeNumericInput('.')).toBe('0.')
    expect(sanitizeNumericInput('.5')).toBe('0.5')
    expect(sanitizeNumericInput(',5')).toBe('0.5')
    expect(sanitizeNumericInput('1,2.3a')).toBe('1.23')
    expect(sanitizeNumericInput('12abc34')).toBe('1234')
    expect(sanitizeNumericInput('-1e5')).toBe('15')
    expect(sanitizeNumericInput('')).toBe('')
  })
})
