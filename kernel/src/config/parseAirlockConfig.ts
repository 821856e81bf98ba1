import * as z from 'zod/mini'
import { BaseError } from '../errors'
import { type AirlockOptions, airlockConfigSchema } from './airlockConfigSchema'
import { configIssueMessage } from './configIssueMessage'

/** One bad config field: its dotted path and what is wrong. */
export interface ConfigIssue {
  path: string
  message: string
}

/** The config given to `createAirlock` is invalid; `issues` names each bad field. */
export class InvalidConfigError extends BaseError {
  override name = 'InvalidConfigError'
  /** Every bad field. */
  readonly issues: readonly ConfigIssue[]
  constructor(issues: readonly ConfigIssue[]) {
    super('Invalid Airlock config', { metaMessages: issues.map((i) => `- ${i.path}: ${i.message}`) })
    this.issues = issues
  }
}

/** Validates a config once, at the boundary; throws `InvalidConfigError`. */
export function parseAirlockConfig(config: unknown): AirlockOptions {
  const result = z.safeParse(airlockConfigSchema, config, { error: configIssueMessage })
  if (result.success) return result.data
  const issues = result.error.issues.map(toIssue)
  throw new InvalidConfigError(issues)
}

function toIssue(issue: z.core.$ZodIssue): ConfigIssue {
  const path = issue.path.map((p) => (typeof p === 'number' ? `[${p}]` : String(p))).join('.')
  return { path: path.replace(/\.\[/g, '[') || '(root)', message: issue.message }
}
