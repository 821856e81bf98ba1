// Tiny checkers for the Esplora answers (hand-written, not zod: zod's modules are shared with the kernel's,
// so a bundler would put every zod check the plugin's lazy chunk uses into the page's initial JS). A checker
// returns the value (converted where it says so) or throws a `CheckIssue` naming the path of the bad field.

/** A field of an answer that is not what the checker expects. */
export class CheckIssue extends Error {
  constructor(
    /** Where in the answer: `vin.0.txid`, or '' for the answer itself. */
    readonly path: string,
    message: string,
  ) {
    super(message)
    this.name = 'CheckIssue'
  }
}

/** Checks an unknown value; `path` is where it sits in the answer. */
export type Checker<T> = (value: unknown, path?: string) => T

/** The type a checker returns. */
export type Checked<C> = C extends Checker<infer T> ? T : never

const at = (path: string, key: string | number) => (path ? `${path}.${key}` : String(key))

/** A check with a message: the value itself when `ok`. */
export function is<T>(ok: (value: unknown) => boolean, expected: string): Checker<T> {
  return (value, path = '') => {
    if (!ok(value)) throw new CheckIssue(path, `expected ${expected}`)
    return value as T
  }
}

/** A non-negative safe integer. */
export const count: Checker<number> = is((v) => Number.isSafeInteger(v) && (v as number) >= 0, 'a count')
/** A positive safe integer. */
export const positive: Checker<number> = is((v) => Number.isSafeInteger(v) && (v as number) > 0, 'a size')
/** A safe integer. */
export const int: Checker<number> = is(Number.isSafeInteger, 'an integer')
/** A boolean. */
export const bool: Checker<boolean> = is((v) => typeof v === 'boolean', 'a boolean')
/** A string. */
export const str: Checker<string> = is((v) => typeof v === 'string', 'a string')
/** A string matching a pattern. */
export const matching = (pattern: RegExp, expected: string): Checker<string> =>
  is((v) => typeof v === 'string' && pattern.test(v), expected)

/** A checked value converted. */
export const map =
  <T, U>(check: Checker<T>, convert: (value: T) => U): Checker<U> =>
  (value, path) =>
    convert(check(value, path))

/** Undefined, or the checked value. */
export const optional =
  <T>(check: Checker<T>): Checker<T | undefined> =>
  (value, path) =>
    value === undefined ? undefined : check(value, path)

/** Null, or the checked value. */
export const nullable =
  <T>(check: Checker<T>): Checker<T | null> =>
  (value, path) =>
    value === null ? null : check(value, path)

/** An array of checked items. */
export const array =
  <T>(item: Checker<T>): Checker<T[]> =>
  (value, path = '') => {
    if (!Array.isArray(value)) throw new CheckIssue(path, 'expected an array')
    return value.map((v, i) => item(v, at(path, i)))
  }

/** An object with checked fields (other fields pass unread and are not kept). */
export const object =
  <S extends Record<string, Checker<unknown>>>(shape: S): Checker<{ [K in keyof S]: Checked<S[K]> }> =>
  (value, path = '') => {
    if (typeof value !== 'object' || value === null || Array.isArray(value))
      throw new CheckIssue(path, 'expected an object')
    const out: Record<string, unknown> = {}
    for (const key in shape) {
      const v = (shape[key] as Checker<unknown>)((value as Record<string, unknown>)[key], at(path, key))
      if (v !== undefined) out[key] = v
    }
    return out as { [K in keyof S]: Checked<S[K]> }
  }

/** An object of checked keys and values. */
export const record =
  <V>(key: Checker<string>, item: Checker<V>): Checker<Record<string, V>> =>
  (value, path = '') => {
    if (typeof value !== 'object' || value === null || Array.isArray(value))
      throw new CheckIssue(path, 'expected an object')
    const out: Record<string, V> = {}
    for (const [k, v] of Object.entries(value)) out[key(k, at(path, k))] = item(v, at(path, k))
    return out
  }
