import { BaseError } from '../errors'

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
