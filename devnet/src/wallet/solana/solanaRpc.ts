// A minimal JSON-RPC client for the Solana test wallets: send a signed transaction to the devnet node and
// wait (bounded) until it reaches a commitment level.
import { ProviderRpcError } from '../createEip155Signer'
import { type CommitmentLevel, hasReached } from './commitment'
import { toBase58, toBase64 } from './encoding'

let ids = 0

/** Calls one JSON-RPC method; a JSON-RPC error becomes a ProviderRpcError with the node's code and data. */
export async function solanaRpc<T>(url: string, method: string, params: readonly unknown[]): Promise<T> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: ++ids, method, params }),
  })
  const body = (await response.json()) as {
    result?: T
    error?: { code: number; message: string; data?: unknown }
  }
  if (body.error) throw new ProviderRpcError(body.error.code, body.error.message, body.error.data)
  return body.result as T
}

/** Send options, as Wallet Standard's signAndSendTransaction and WalletConnect's sendOptions carry them. */
export interface SendOptions {
  /** Already normalized (see normalizeCommitment). */
  preflightCommitment?: CommitmentLevel
  skipPreflight?: boolean
  maxRetries?: number
  minContextSlot?: number
}

/** Sends a signed wire transaction (base64) and returns the node's base58 signature. */
export function sendWireTransaction(
  url: string,
  wire: Uint8Array,
  options: SendOptions = {},
): Promise<string> {
  return solanaRpc<string>(url, 'sendTransaction', [toBase64(wire), { encoding: 'base64', ...options }])
}

interface SignatureStatus {
  err: unknown
  confirmationStatus: string | null
}

/** How long and how often waitForCommitment asks the node. */
export interface WaitOptions {
  /** Milliseconds between two status requests (default 100). */
  intervalMs?: number
  /** Give up after this many milliseconds (default 60 000). */
  timeoutMs?: number
}

/**
 * Resolves when `signature` reaches `level`; throws the node's error when the transaction failed, -32002
 * "Transaction expired" when its blockhash is no longer valid and it never landed, or after `timeoutMs`.
 * A bounded poll of getSignatureStatuses (the node's ticks decide when the level is reached).
 */
export async function waitForCommitment(
  url: string,
  signature: string,
  level: CommitmentLevel,
  recentBlockhash: Uint8Array,
  options: WaitOptions = {},
): Promise<void> {
  const deadline = performance.now() + (options.timeoutMs ?? 60_000)
  const blockhash = toBase58(recentBlockhash)
  let expired = false
  for (;;) {
    const { value } = await solanaRpc<{ value: Array<SignatureStatus | null> }>(url, 'getSignatureStatuses', [
      [signature],
    ])
    const status = value[0]
    if (status?.err) {
      throw new ProviderRpcError(-32003, `Transaction ${signature} failed`, { err: status.err })
    }
    if (hasReached(status?.confirmationStatus, level)) return
    if (!status) {
      const valid = await solanaRpc<{ value: boolean }>(url, 'isBlockhashValid', [
        blockhash,
        { commitment: 'processed' },
      ])
      if (!valid.value) {
        // Ask for the status once more: it may have landed between the two requests.
        if (expired) throw new ProviderRpcError(-32002, `Transaction ${signature} expired before it landed`)
        expired = true
        continue
      }
    }
    if (performance.now() > deadline) {
      throw new ProviderRpcError(-32603, `Transaction ${signature} did not reach ${level} in time`)
    }
    await new Promise((resolve) => setTimeout(resolve, options.intervalMs ?? 100))
  }
}
