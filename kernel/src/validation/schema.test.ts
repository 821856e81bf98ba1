import { describe, expect, test } from 'vitest'
import * as z from 'zod/mini'
import { createMemoryBackend } from '../storage/backend'
import { TypedStorage } from '../storage/TypedStorage'
import * as schema from './schema'
import { issuePath, type StandardSchemaV1, validateSync } from './standardSchema'

function issuesOf(s: StandardSchemaV1, value: unknown) {
  const result = s['~standard'].validate(value)
  if (result instanceof Promise) throw new Error('a kernel schema is synchronous')
  return (result.issues ?? []).map((i) => `${issuePath(i)}: ${i.message}`)
}

describe('kernel schemas', () => {
  const options = schema.object({
    name: schema.string(1),
    delayMs: schema.withDefault(schema.number(), 300),
    mode: schema.optional(schema.oneOf(['a', 'b'])),
    tags: schema.withDefault(schema.array(schema.string()), () => []),
  })

  test('give the output with defaults filled in and unknown keys dropped', () => {
    expect(validateSync(options, { name: 'x', extra: 1 })).toEqual({ name: 'x', delayMs: 300, tags: [] })
    // An absent optional key stays absent; one given as undefined stays given.
    expect(Object.keys(validateSync(options, { name: 'x' }) ?? {})).not.toContain('mode')
    expect(Object.keys(validateSync(options, { name: 'x', mode: undefined }) ?? {})).toContain('mode')
    // Defaults made by a function are fresh for each check.
    expect(validateSync(options, { name: 'x' })?.tags).not.toBe(validateSync(options, { name: 'x' })?.tags)
  })

  test('name every bad field with its path', () => {
    expect(issuesOf(options, { name: '', delayMs: 'soon', mode: 'c', tags: ['ok', 3] })).toEqual([
      'name: must have at least 1 character',
      'delayMs: expected number',
      'mode: must be one of "a", "b"',
      'tags[1]: expected string',
    ])
    expect(issuesOf(options, {})).toEqual(['name: required (string)'])
    expect(issuesOf(options, [])).toEqual(['(root): expected object'])
    expect(issuesOf(schema.number(), Number.NaN)).toEqual(['(root): expected number'])
  })

  test('keep or refuse unknown keys on request; an inherited name (constructor) is not a field', () => {
    const loose = schema.object({ id: schema.string() }, 'keep')
    expect(validateSync(loose, { id: 'a', more: true })).toEqual({ id: 'a', more: true })
    const strict = schema.object({ id: schema.string() }, 'refuse')
    expect(issuesOf(strict, { id: 'a', more: 1, constructor: 2 })).toEqual([
      '(root): unknown keys more, constructor',
    ])
    expect(issuesOf(schema.object({ constructor: schema.string() }), {})).toEqual([
      'constructor: required (string)',
    ])
  })

  test('refine runs after the inner check, its issue at the path it names', () => {
    const range = schema.refine(
      schema.object({ from: schema.number(), to: schema.number() }),
      (r) => r.from <= r.to,
      'must not end before it starts',
      ['to'],
    )
    expect(issuesOf(range, { from: 2, to: 1 })).toEqual(['to: must not end before it starts'])
    expect(issuesOf(range, { from: 'x', to: 1 })).toEqual(['from: expected number'])
    expect(validateSync(range, { from: 1, to: 2 })).toEqual({ from: 1, to: 2 })
  })

  test('nullable, custom and record', () => {
    const avatar = schema.optional(schema.nullable(schema.string()))
    expect(issuesOf(avatar, null)).toEqual([])
    expect(issuesOf(avatar, 1)).toEqual(['(root): expected string'])
    const even = schema.custom<number>((v) => typeof v === 'number' && v % 2 === 0, 'must be even')
    expect(issuesOf(even, 3)).toEqual(['(root): must be even'])
    const urls = schema.record((v): v is string => typeof v === 'string', 'must map names to URLs')
    expect(issuesOf(urls, { a: 'x', b: 1 })).toEqual(['(root): must map names to URLs'])
    expect(issuesOf(urls, ['x'])).toEqual(['(root): must map names to URLs'])
  })
})

describe('storage reads take any Standard Schema', () => {
  const storage = new TypedStorage(createMemoryBackend())

  test('a kernel schema, a zod schema: the value when it matches, undefined when it does not', () => {
    storage.set('k', { id: 'a' })
    expect(storage.get('k', schema.object({ id: schema.string() }))).toEqual({ id: 'a' })
    expect(storage.get('k', z.object({ id: z.string() }))).toEqual({ id: 'a' })
    expect(storage.get('k', z.object({ id: z.number() }))).toBeUndefined()
    expect(storage.get('k', schema.string())).toBeUndefined()
  })

  test('an asynchronous schema cannot answer a synchronous read: undefined', () => {
    storage.set('k', 'v')
    const later: StandardSchemaV1<unknown, string> = {
      '~standard': { version: 1, vendor: 'test', validate: async (value) => ({ value: String(value) }) },
    }
    expect(storage.get('k', later)).toBeUndefined()
  })

  test('issue paths with Standard Schema path segments read as text', () => {
    expect(issuePath({ message: 'x', path: ['networks', 0, { key: 'id' }] })).toBe('networks[0].id')
    expect(issuePath({ message: 'x' })).toBe('(root)')
  })
})
