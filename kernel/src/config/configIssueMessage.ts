import type * as z from 'zod/mini'

/**
 * Readable messages for config issues without a message of their own (zod/mini ships no locale,
 * so its default text is only "Invalid input").
 */
export const configIssueMessage: z.core.$ZodErrorMap = (issue) => {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined ? `required (${issue.expected})` : `expected ${issue.expected}`
    case 'too_small':
      return `must have at least ${issue.minimum} ${issue.origin === 'string' ? 'character' : 'item'}${Number(issue.minimum) === 1 ? '' : 's'}`
    case 'invalid_value':
      return `must be one of ${issue.values.map((v) => JSON.stringify(v)).join(', ')}`
    case 'unrecognized_keys':
      return `unknown keys ${issue.keys.join(', ')}`
    default:
      return undefined
  }
}
