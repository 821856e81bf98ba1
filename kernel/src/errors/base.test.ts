import { describe, expect, test } from 'vitest'
import { BaseError, walk } from './base'

describe('BaseError', () => {
  test('formats short message, meta messages, docs and details', () => {
    const err = new BaseError('Network not found', {
      details: 'eip155:99 is not configured',
      docsPath: '/errors#network-not-found',
      metaMessages: ['Namespace: eip155'],
    })
    expect(err.message).toMatchInlineSnapshot(`
      "Network not found

      Namespace: eip155

      Docs: /errors#network-not-found
      Details: eip155:99 is not configured"
    `)
    expect(err.shortMessage).toBe('Network not found')
    expect(err.name).toBe('BaseError')
    expect(err).toBeInstanceOf(Error)
  })

  test('takes details from the cause and inherits its docsPath', () => {
    const inner = new BaseError('inner', { details: 'deep detail', docsPath: '/inner' })
    const outer = new BaseError('outer', { cause: inner })
    expect(outer.details).toBe('deep detail')
    expect(outer.docsPath).toBe('/inner')
    expect(outer.cause).toBe(inner)
    expect(new BaseError('x', { cause: new Error('plain') }).details).toBe('plain')
    expect(new BaseError('x', { cause: 'text' }).details).toBe('text')
    expect(new BaseError('x').message).toBe('x')
    expect(new BaseError('').message).toBe('An error occurred.')
    expect(new BaseError('x', { name: 'Custom' }).name).toBe('Custom')
  })

  test('walk() returns the deepest cause or the first match', () => {
    const root = new Error('root')
    const mid = new BaseError('mid', { cause: root })
    const top = new BaseError('top', { cause: mid })
    expect(top.walk()).toBe(root)
    expect(top.walk((e) => e === mid)).toBe(mid)
    expect(top.walk(() => false)).toBeNull()
    expect(walk('not an error')).toBe('not an error')
  })
})
