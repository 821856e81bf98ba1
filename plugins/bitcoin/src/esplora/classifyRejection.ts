// What a node's reject reason means for the visitor: the coins were spent already, a signature does not
// verify, the fee is too low, or something else. Reasons as Bitcoin Core and bcoin write them.
import type { BroadcastRejectionKind } from '../errors'

const KINDS: ReadonlyArray<readonly [RegExp, BroadcastRejectionKind]> = [
  [
    /missingorspent|inputs-spent|mempool-conflict|missing-inputs|spends-conflicting|already spent/i,
    'double-spend',
  ],
  [/script-verify-flag|signature|sig-|bad-witness|scriptsig/i, 'invalid-signature'],
  [/fee|min relay|mempool min/i, 'fee-too-low'],
]

/**
 * Classifies a reject reason.
 * @example classifyRejection('bad-txns-inputs-missingorspent') // 'double-spend'
 */
export function classifyRejection(reason: string): BroadcastRejectionKind {
  return KINDS.find(([pattern]) => pattern.test(reason))?.[1] ?? 'other'
}

/**
 * Reads Esplora's answer to a refused POST /tx: `sendrawtransaction RPC error: {"code":-26,"message":"…"}`
 * (electrs proxies bitcoind's error), or plain text from other servers.
 */
export function parseRejection(body: string): { reason: string; code: number | undefined } {
  const match = /\{.*\}/s.exec(body)
  if (match) {
    try {
      const { code, message: reason } = JSON.parse(match[0]) as { code?: unknown; message?: unknown }
      if (typeof reason === 'string') return { reason, code: typeof code === 'number' ? code : undefined }
    } catch {
      // not JSON: the text itself below
    }
  }
  return { reason: body.trim().slice(0, 300) || 'unknown reason', code: undefined }
}
