import './reflectPolyfill'
import { container } from 'tsyringe'
import { describe, expect, test } from 'vitest'
import { createInstanceContainer, createToken, provide } from './container'
import { REFLECT_POLYFILL } from './reflectPolyfill'

describe('instance containers', () => {
  test('typed tokens resolve factories once per container, never through the global container', () => {
    const token = createToken<{ id: number }>('counter')
    let made = 0
    const a = createInstanceContainer()
    const b = createInstanceContainer()
    provide(a, token, () => ({ id: ++made }))
    provide(b, token, () => ({ id: ++made }))
    const first = a.resolve(token)
    expect(a.resolve(token)).toBe(first)
    expect(b.resolve(token)).not.toBe(first)
    expect(made).toBe(2)
    expect(container.isRegistered(token, true)).toBe(false)
  })
})

describe('reflect polyfill', () => {
  test('defines metadata functions with prototype lookup', () => {
    expect(REFLECT_POLYFILL).toBe(true)
    const r = Reflect as unknown as {
      defineMetadata(k: unknown, v: unknown, t: object, p?: PropertyKey): void
      getMetadata(k: unknown, t: object, p?: PropertyKey): unknown
      getOwnMetadata(k: unknown, t: object, p?: PropertyKey): unknown
      hasOwnMetadata(k: unknown, t: object, p?: PropertyKey): boolean
    }
    class Base {}
    class Child extends Base {}
    r.defineMetadata('k', 1, Base)
    r.defineMetadata('k', 2, Base, 'prop')
    expect(r.getMetadata('k', Child)).toBe(1)
    expect(r.getOwnMetadata('k', Child)).toBeUndefined()
    expect(r.hasOwnMetadata('k', Base)).toBe(true)
    expect(r.hasOwnMetadata('k', Child)).toBe(false)
    expect(r.getMetadata('k', Base, 'prop')).toBe(2)
    expect(r.getMetadata('missing', Child)).toBeUndefined()
  })
})
