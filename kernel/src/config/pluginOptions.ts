import { BaseError } from '../errors'
import type { Schema, SchemaIssue } from '../validation/schema'
import { issuePath } from '../validation/standardSchema'
import type { ConfigIssue } from './InvalidConfigError'

/** The options given to a plugin's factory are invalid; `issues` names each bad option. */
export class InvalidPluginOptionsError extends BaseError {
  override name = 'InvalidPluginOptionsError'
  /** Every bad option, its path from the options' root. */
  readonly issues: readonly ConfigIssue[]
  constructor(
    /** The plugin whose options these are. */
    readonly plugin: string,
    issues: readonly ConfigIssue[],
  ) {
    super(`Invalid ${plugin} options`, { metaMessages: issues.map((i) => `- ${i.path}: ${i.message}`) })
    this.issues = issues
  }
}

/**
 * Checks a plugin's options once, in its factory: the output (defaults filled in), or an
 * `InvalidPluginOptionsError` naming each bad option.
 * @example
 * const options = parsePluginOptions('acme', schema.object({ delayMs: schema.withDefault(schema.number(), 300) }), input)
 */
export function parsePluginOptions<O, I>(plugin: string, optionsSchema: Schema<O, I>, input: unknown): O {
  const issues: SchemaIssue[] = []
  const output = optionsSchema.check(input, [], issues)
  if (issues.length > 0) {
    throw new InvalidPluginOptionsError(
      plugin,
      issues.map((i) => ({ path: issuePath(i), message: i.message })),
    )
  }
  return output
}
