// Solana transactions for approval: parsed, every instruction described (solanaInstructions.ts), the
// network fee asked of the frame's own Solana node (base + priority), then signed at this wallet's slot
// and, for solana_signAndSendTransaction, sent through that node.
import { base64 } from '@scure/base'
import { FRAME_ERROR_CODES } from '../protocol/errors'
import type { RpcRequest } from '../protocol/rpc'
import { FrameError } from './api'
import { describeInstructions, formatSol, priorityFee } from './solanaInstructions'
import {
  type ParsedSolanaTransaction,
  parseSolanaTransaction,
  signatureOf,
  signSolanaTransaction,
  wireCodec,
} from './solanaSigning'
import { fill, texts } from './texts'
import type { FrameWallet } from './wallet'

/** What the Solana approval needs from the RPC handler. */
export interface SolanaApprovalContext {
  wallet: FrameWallet
  /** The configured Solana chain (CAIP-2) of this request, captured once. */
  chain: string
  /** JSON-RPC on the frame host's own URL of `chain`. */
  call(method: string, params: unknown[], chain: string): Promise<unknown>
  /** Shows the approval; throws 4001 unless the visitor approves. */
  approve(title: string, rows: Array<[string, string]>, warnings: string[], chain: string): Promise<void>
}

type SolanaTransactionRequest = Extract<
  RpcRequest,
  { method: 'solana_signTransaction' | 'solana_signAndSendTransaction' | 'solana_signAllTransactions' }
>

/** The network fee of one transaction: the node's total, and the priority part the transaction sets. */
export interface SolanaFee {
  total: bigint
  priority: bigint
  /** False when the node did not know the transaction's blockhash: then `total` is computed here. */
  fromNode: boolean
}

const LAMPORTS_PER_SIGNATURE = 5_000n

/**
 * The fee of `tx` from the node (getFeeForMessage: base per signature + priority), or, when the node does
 * not know its blockhash, 5 000 lamports per signature plus the priority fee computed from the
 * transaction's own compute-budget instructions.
 */
export async function solanaFee(
  tx: ParsedSolanaTransaction,
  call: (method: string, params: unknown[]) => Promise<unknown>,
): Promise<SolanaFee> {
  const priority = priorityFee(tx)
  const answer = (await call('getFeeForMessage', [
    base64.encode(tx.message),
    { commitment: 'confirmed' },
  ])) as {
    value?: unknown
  } | null
  const value = answer?.value
  if (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0)
    return { total: BigInt(value), priority, fromNode: true }
  return {
    total: LAMPORTS_PER_SIGNATURE * BigInt(tx.signatures.length) + priority,
    priority,
    fromNode: false,
  }
}

/** Approval rows and warnings of `txs` for `owner`, fee rows included. */
export async function solanaApprovalRows(
  txs: ParsedSolanaTransaction[],
  owner: string,
  call: (method: string, params: unknown[]) => Promise<unknown>,
): Promise<{ rows: Array<[string, string]>; warnings: string[] }> {
  const t = texts()
  const rows: Array<[string, string]> = [[t.account, owner]]
  const warnings: string[] = []
  let total = 0n
  let priority = 0n
  let estimated = false
  for (const tx of txs) {
    rows.push([t.feePayer, tx.signers[0] ?? ''])
    const described = describeInstructions(tx, owner)
    rows.push(...described.rows)
    warnings.push(...described.warnings)
    const fee = await solanaFee(tx, call)
    total += fee.total
    priority += fee.priority
    estimated ||= !fee.fromNode
  }
  rows.push([
    t.networkFee,
    fill(estimated ? t.solanaFeeEstimated : t.solanaFee, {
      total: formatSol(total),
      base: formatSol(total - priority),
      priority: formatSol(priority),
    }),
  ])
  return { rows, warnings }
}

/** solana_signTransaction, solana_signAndSendTransaction and solana_signAllTransactions. */
export async function handleSolanaTransactions(
  ctx: SolanaApprovalContext,
  request: SolanaTransactionRequest,
): Promise<unknown> {
  const account = ctx.wallet.account
  if (!account) throw new FrameError('Not connected', FRAME_ERROR_CODES.notConnected)
  const { chain } = ctx
  const call = (method: string, params: unknown[]) => ctx.call(method, params, chain)
  if (request.method === 'solana_signAllTransactions') {
    const txs = (request.params?.transactions ?? []).map((t) => parseSolanaTransaction(wireCodec.decode(t)))
    if (txs.length === 0) throw new FrameError('solana_signAllTransactions: no transactions', -32602)
    const { rows, warnings } = await solanaApprovalRows(txs, account.solanaAddress, call)
    await ctx.approve(fill(texts().signTransactions, { count: String(txs.length) }), rows, warnings, chain)
    const transactions: string[] = []
    for (const tx of txs)
      transactions.push(wireCodec.encode(await signSolanaTransaction(ctx.wallet, tx, account.solanaAddress)))
    return { transactions }
  }
  const params = request.params
  if (!params) throw new FrameError(`${request.method}: no transaction`, -32602)
  if (params.pubkey !== undefined && params.pubkey !== account.solanaAddress)
    throw new FrameError(`${request.method}: pubkey is not this wallet`, -32602)
  const tx = parseSolanaTransaction(wireCodec.decode(params.transaction))
  const send = request.method === 'solana_signAndSendTransaction'
  const { rows, warnings } = await solanaApprovalRows([tx], account.solanaAddress, call)
  await ctx.approve(send ? texts().sendTransaction : texts().signTransaction, rows, warnings, chain)
  const signed = await signSolanaTransaction(ctx.wallet, tx, account.solanaAddress)
  if (!send) return { transaction: wireCodec.encode(signed) }
  const options = request.method === 'solana_signAndSendTransaction' ? request.params?.options : undefined
  const signature = await call('sendTransaction', [
    wireCodec.encode(signed),
    {
      encoding: 'base64',
      preflightCommitment: options?.preflightCommitment ?? options?.commitment ?? 'confirmed',
      ...(options?.skipPreflight !== undefined ? { skipPreflight: options.skipPreflight } : {}),
      ...(options?.maxRetries !== undefined ? { maxRetries: options.maxRetries } : {}),
    },
  ])
  if (signature !== signatureOf(signed, tx, account.solanaAddress))
    throw new FrameError('The Solana node answered another signature', FRAME_ERROR_CODES.internal)
  return { signature }
}
