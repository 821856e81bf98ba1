import { describe, expect, test } from 'vitest'
import { MAX_IMAGE_URL_LENGTH, safeImageUrl } from './safeImageUrl'

describe('safeImageUrl', () => {
  test('accepts https and data:image URLs', () => {
    expect(safeImageUrl('https://cdn.example.com/w.png')).toBe('https://cdn.example.com/w.png')
    expect(safeImageUrl('  https://cdn.example.com/a b.png ')).toBe('https://cdn.example.com/a%20b.png')
    expect(safeImageUrl('data:image/png;base64,iVBORw0KGgo=')).toBe('data:image/png;base64,iVBORw0KGgo=')
    expect(safeImageUrl('data:image/svg+xml;utf8,<svg/>')).toBe('data:image/svg+xml;utf8,<svg/>')
  })

  test.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'http://cdn.example.com/w.png',
    'data:text/html;base64,PHNjcmlwdD4=',
    'data:image/png',
    'blob:https://x/1',
    'file:///etc/passwd',
    '/relative.png',
    '//cdn.example.com/w.png',
    'https://user:pw@cdn.example.com/w.png',
    'not a url',
    '',
  ])('refuses %j', (value) => {
    expect(safeImageUrl(value)).toBeUndefined()
  })

  test('refuses non-strings and oversized values', () => {
    expect(safeImageUrl(undefined)).toBeUndefined()
    expect(safeImageUrl(42)).toBeUndefined()
    expect(safeImageUrl({ toString: () => 'https://x/y.png' })).toBeUndefined()
    expect(safeImageUrl(`data:image/png;base64,${'A'.repeat(MAX_IMAGE_URL_LENGTH)}`)).toBeUndefined()
  })

  test('allows loopback http only when asked', () => {
    expect(safeImageUrl('http://127.0.0.1:4000/w.png')).toBeUndefined()
    expect(safeImageUrl('http://127.0.0.1:4000/w.png', { allowLocalhost: true })).toBe(
      'http://127.0.0.1:4000/w.png',
    )
    expect(safeImageUrl('http://localhost:4000/w.png', { allowLocalhost: true })).toBe(
      'http://localhost:4000/w.png',
    )
    expect(safeImageUrl('http://127.0.0.1.evil.com/w.png', { allowLocalhost: true })).toBeUndefined()
    expect(safeImageUrl('http://evil.com/w.png', { allowLocalhost: true })).toBeUndefined()
  })
})
