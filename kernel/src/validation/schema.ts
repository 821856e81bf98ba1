// The kernel's own schemas: a few Standard Schema builders for what is checked when a page starts (the
// config, stored values, plugins' options), so a page that only creates Airlock carries no schema library
// (zod's core was ~6 KiB gzip of such a page, and every zod feature a lazy chunk used joined it there).
// Anything richer (frame messages, API answers) uses zod in the code that loads on first use.
import type { StandardIssue, StandardSchemaV1 } from './standardSchema'

/** One problem found: where (`path`, keys from the checked value's root) and what. */
export interface SchemaIssue extends StandardIssue {
  readonly path: ReadonlyArray<PropertyKey>
}

/**
 * A kernel schema: a Standard Schema whose check can also run inside another schema (objects, arrays), at a
 * path, reporting its issues to the caller.
 * @example
 * const options = schema.object({ name: schema.string(1), debounceMs: schema.withDefault(schema.number(), 300) })
 * options['~standard'].validate({ name: 'x' }) // { value: { name: 'x', debounceMs: 300 } }
 */
export interface Schema<Output, Input = Output> extends StandardSchemaV1<Input, Output> {
  /** Checks `value` found at `path`: returns the output (defaults filled in) and pushes any issue found. */
  readonly check: (value: unknown, path: ReadonlyArray<PropertyKey>, issues: SchemaIssue[]) => Output
}

/** The output of a kernel schema. */
export type Infer<S> = S extends Schema<infer O, unknown> ? O : never
/** The input of a kernel schema. */
export type InferInput<S> = S extends Schema<unknown, infer I> ? I : never

/**
 * Builds a schema from its check.
 * @example
 * const even = schema.define<number>((v, path, issues) => { if (v % 2) issues.push({ path, message: 'odd' }); return v })
 */
export function define<Output, Input = Output>(check: Schema<Output, Input>['check']): Schema<Output, Input> {
  return {
    check,
    '~standard': {
      version: 1,
      vendor: 'airlock',
      validate(value) {
        const issues: SchemaIssue[] = []
        const output = check(value, [], issues)
        return issues.length > 0 ? { issues } : { value: output }
      },
    },
  }
}

function typed<T>(expected: string, is: (value: unknown) => boolean) {
  return define<T>((value, path, issues) => {
    if (!is(value))
      issues.push({ path, message: value === undefined ? `required (${expected})` : `expected ${expected}` })
    return value as T
  })
}

/** True for strings (for `record`). */
export const isString = (value: unknown): value is string => typeof value === 'string'
/** Accepts any value (for `record`). */
export const isAnything = (_value: unknown): _value is unknown => true

/** A plain object (not null, not an array). */
export const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** A string of at least `minLength` characters (default 0). */
export function string(minLength = 0): Schema<string> {
  const stringType = typed<string>('string', isString)
  return define((value, path, issues) => {
    const count = issues.length
    const text = stringType.check(value, path, issues)
    if (issues.length === count && text.length < minLength) {
      issues.push({ path, message: `must have at least ${minLength} character${minLength === 1 ? '' : 's'}` })
    }
    return text
  })
}

/** A number (not NaN). */
export const number = (): Schema<number> => typed('number', (v) => typeof v === 'number' && !Number.isNaN(v))
/** A boolean. */
export const boolean = (): Schema<boolean> => typed('boolean', (v) => typeof v === 'boolean')
/** Any value, as is. */
export const unknown = (): Schema<unknown> => define((value) => value)

/** One of `values` (compared with `===`). */
export function oneOf<const T extends readonly (string | number)[]>(values: T): Schema<T[number]> {
  return define((value, path, issues) => {
    if (!values.includes(value as T[number])) {
      issues.push({ path, message: `must be one of ${values.map((v) => JSON.stringify(v)).join(', ')}` })
    }
    return value as T[number]
  })
}

/** A value `is` accepts; `message` otherwise. */
export function custom<T>(is: (value: unknown) => boolean, message: string): Schema<T> {
  return define((value, path, issues) => {
    if (!is(value)) issues.push({ path, message })
    return value as T
  })
}

/** A plain object whose every value `isValue` accepts (returned as is, not copied). */
export function record<V>(isValue: (value: unknown) => value is V, message = 'must be an object') {
  return custom<Record<string, V>>((v) => isPlainObject(v) && Object.values(v).every(isValue), message)
}

/** An array whose every item passes `item` (a new array of the items' outputs). */
export function array<O, I>(item: Schema<O, I>): Schema<O[], I[]> {
  const isArray = typed<unknown[]>('array', Array.isArray)
  return define((value, path, issues) => {
    const count = issues.length
    const list = isArray.check(value, path, issues)
    return issues.length === count ? list.map((v, i) => item.check(v, [...path, i], issues)) : []
  })
}

/** `undefined`, or a value passing `inner`. */
export function optional<O, I>(inner: Schema<O, I>): Schema<O | undefined, I | undefined> {
  return define((value, path, issues) => (value === undefined ? undefined : inner.check(value, path, issues)))
}

/** `null`, or a value passing `inner`. */
export function nullable<O, I>(inner: Schema<O, I>): Schema<O | null, I | null> {
  return define((value, path, issues) => (value === null ? null : inner.check(value, path, issues)))
}

/** A value passing `inner`; `undefined` gives `fallback` (a function is called for a fresh value each time). */
export function withDefault<O, I>(inner: Schema<O, I>, fallback: O | (() => O)): Schema<O, I | undefined> {
  return define((value, path, issues) => {
    if (value !== undefined) return inner.check(value, path, issues)
    return typeof fallback === 'function' ? (fallback as () => O)() : fallback
  })
}

/** A value passing `inner` and then `test`; `message` (at `at`, below the value's path) when `test` fails. */
export function refine<O, I>(
  inner: Schema<O, I>,
  test: (output: O) => boolean,
  message: string,
  at: ReadonlyArray<PropertyKey> = [],
): Schema<O, I> {
  return define((value, path, issues) => {
    const count = issues.length
    const output = inner.check(value, path, issues)
    if (issues.length === count && !test(output)) issues.push({ path: [...path, ...at], message })
    return output
  })
}

type Fields = Record<string, Schema<unknown, unknown>>
type UndefinedKeys<T> = { [K in keyof T]-?: undefined extends T[K] ? K : never }[keyof T]
type Optionalize<T> = { [K in Exclude<keyof T, UndefinedKeys<T>>]: T[K] } & { [K in UndefinedKeys<T>]?: T[K] }
type Flatten<T> = { [K in keyof T]: T[K] } & {}
/** The output of `object(fields)`: a key whose schema may give `undefined` is optional. */
export type ObjectOutput<F extends Fields> = Flatten<Optionalize<{ [K in keyof F]: Infer<F[K]> }>>
/** The input of `object(fields)`: a key whose schema accepts `undefined` is optional. */
export type ObjectInput<F extends Fields> = Flatten<Optionalize<{ [K in keyof F]: InferInput<F[K]> }>>

/** What an object schema does with keys it does not list: drop them, keep them, or refuse them. */
export type UnknownKeys = 'strip' | 'keep' | 'refuse'
/** An object type with any other key too, when its schema keeps unknown keys. */
export type WithUnknownKeys<T, K extends UnknownKeys> = K extends 'keep' ? T & { [key: string]: unknown } : T

/**
 * A plain object with `fields`: a new object of the fields' outputs (an absent optional field stays absent);
 * other keys are dropped (`'strip'`, the default), kept (`'keep'`) or an issue (`'refuse'`).
 * @example
 * schema.object({ id: schema.string(), name: schema.optional(schema.string()) }, 'keep')
 */
export function object<F extends Fields, K extends UnknownKeys = 'strip'>(
  fields: F,
  unknownKeys: K = 'strip' as K,
): Schema<WithUnknownKeys<ObjectOutput<F>, K>, WithUnknownKeys<ObjectInput<F>, K>> {
  const isObject = typed<Record<string, unknown>>('object', isPlainObject)
  return define((value, path, issues) => {
    const count = issues.length
    const input = isObject.check(value, path, issues)
    if (issues.length > count) return {} as WithUnknownKeys<ObjectOutput<F>, K>
    const output: Record<string, unknown> = unknownKeys === 'keep' ? { ...input } : {}
    for (const [key, field] of Object.entries(fields)) {
      const own = Object.hasOwn(input, key)
      const result = field.check(own ? input[key] : undefined, [...path, key], issues)
      if (result !== undefined || own) output[key] = result
    }
    const unknown = Object.keys(input).filter((key) => !Object.hasOwn(fields, key))
    if (unknownKeys === 'refuse' && unknown.length > 0)
      issues.push({ path, message: `unknown keys ${unknown.join(', ')}` })
    return output as WithUnknownKeys<ObjectOutput<F>, K>
  })
}
