// EVM transaction rules of spec §5 (moved from the kernel, which knows no chain): the transaction-hash
// response rule and the validation of wallet_sendCalls calls.
import { RpcError, schema } from '@airlock/kernel'

/** The JSON-RPC spec's text for -32602, as the kernel's `InvalidParamsRpcError` carries it. */
const INVALID_PARAMS_TEXT = 'Invalid parameters were provided to the RPC method.'

const STRICT_HASH = /^0x[0-9a-fA-F]{64}$/
const LOOSE_HASH = /^0x[0-9a-fA-F]{62,}$/

/**
 * True for a transaction hash: 0x and 64 hex digits, or 62 or more hex digits in the looser form.
 *
 * @example
 * isTransactionHash(`0x${'a'.repeat(64)}`) // true
 */
export function isTransactionHash(value: unknown, options: { loose?: boolean } = {}): value is string {
  if (typeof value !== 'string') return false
  return (options.loose ? LOOSE_HASH : STRICT_HASH).test(value)
}

/**
 * How a wallet's send answer is treated: a hash is a transaction response, anything else an object response.
 *
 * @example
 * classifyTransactionResponse({ id: 'batch-1' }) // 'object'
 */
export function classifyTransactionResponse(value: unknown): 'transaction' | 'object' {
  return isTransactionHash(value, { loose: true }) ? 'transaction' : 'object'
}

const startsWith0x = (message: string) => schema.refine(schema.string(), (v) => v.startsWith('0x'), message)

/** Builds the schema of one wallet_sendCalls call (per check: kept schemas hold heap for the page's life). */
const buildSendCallSchema = () =>
  schema.object(
    {
      to: startsWith0x('Invalid "to": must start with 0x'),
      data: schema.optional(startsWith0x('Invalid data: must start with 0x')),
      value: schema.optional(schema.string()),
    },
    'keep',
  )

/** One call of wallet_sendCalls: "to" and data must start with 0x (dropped from bundles that do not import it). */
export const sendCallSchema = /* @__PURE__ */ buildSendCallSchema()
/** One call of wallet_sendCalls. */
export type SendCall = schema.Infer<ReturnType<typeof buildSendCallSchema>>

/**
 * Validates wallet_sendCalls calls; throws an invalid-params RPC error (-32602) naming the first bad call.
 *
 * @example
 * assertValidSendCalls([{ to: '0x…', data: '0x' }]) // the parsed calls
 */
export function assertValidSendCalls(calls: unknown): SendCall[] {
  const callsSchema = schema.refine(
    schema.array(buildSendCallSchema()),
    (list) => list.length > 0,
    'At least one call is required',
  )
  const issues: schema.SchemaIssue[] = []
  const parsed = callsSchema.check(calls, [], issues)
  if (issues.length === 0) return parsed
  const issue = issues[0]
  const where = issue?.path.length ? `calls.${issue.path.join('.')}: ` : ''
  // -32602 (invalid params), built directly: the kernel's code-to-class table stays out of evm's entry.
  throw new RpcError(-32602, INVALID_PARAMS_TEXT, {
    cause: new Error(`${where}${issue?.message ?? 'invalid calls'}`),
  })
}
