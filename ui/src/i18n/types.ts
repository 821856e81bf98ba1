// Types of typed messages: a key of a catalogue and the parameters its text names.
import type { MessageCatalogue, MessageText, PluralMessage } from '@airlock/kernel'

/** The `{param}` names a text contains. */
type ParamNames<S extends string> = S extends `${string}{${infer P}}${infer Rest}`
  ? P | ParamNames<Rest>
  : never

/** The parameters a message needs: the placeholders of its text(s), plus `count` for a plural message. */
export type TextParams<T extends MessageText> = T extends string
  ? ParamNames<T>
  : T extends PluralMessage
    ? ParamNames<Extract<T[keyof T], string>> | 'count'
    : never

/** A value a placeholder takes: numbers and dates are formatted with `Intl` in the active locale. */
export type ParamValue = string | number | bigint | Date

/** The rest arguments of `t(key, …)`: none for a text without placeholders, else one params object. */
export type MessageArgs<C extends MessageCatalogue, K extends keyof C> = [TextParams<C[K]>] extends [never]
  ? []
  : [params: { [P in TextParams<C[K]>]: P extends 'count' ? number : ParamValue }]

/** Formats a message of catalogue `C` in the active locale; an unknown key is a type error. */
export type Translate<C extends MessageCatalogue> = <K extends keyof C & string>(
  key: K,
  ...args: MessageArgs<C, K>
) => string
