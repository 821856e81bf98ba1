// RPC inside the frame: safe methods through the frame host's own chain configuration, approval
// methods only after the visitor approves in the frame.
import { bytesToHex, hexToBytes } from '@noble/hashes/utils.js'
import { base58 } from '@scure/base'
import { FRAME_ERROR_CODES, FRAME_ERROR_MESSAGES } from '../protocol/errors'
import type { RpcRequest } from '../protocol/rpc'
import { needsApproval } from '../protocol/rpc'
import { FrameError } from './api'
import { type ApprovalContent, approvalNodes, approveInWindow, canTrackVisibility } from './approvalWindow'
import { type EvmSigningContext, sendTransaction, signTypedData } from './evmSigning'
import { evmPrivateKey, personalSign, solanaPrivateKey, solanaSignMessage } from './keys'
import {
  describeSolanaTransaction,
  type ParsedSolanaTransaction,
  parseSolanaTransaction,
  signatureOf,
  signSolanaTransaction,
  wireCodec,
} from './solanaSigning'
import { texts } from './texts'
import { ask } from './view'
import type { FrameWallet } from './wallet'

/** What the RPC handler needs from the page. */
export interface RpcContext {
  wallet: FrameWallet
  /** JSON-RPC URL per CAIP-2 chain id, from the frame host's config. */
  chains: Record<string, string>
  /** The active EVM chain (CAIP-2). */
  chainId(): string
  /** The Solana chain (CAIP-2) a request is for: the one it names if configured, else the active one. */
  solanaChainId(requested?: string | number): string | undefined
  /** The verified app origin that asks. */
  appOrigin: string
  /** The app's name from SYNC_DAPP_DATA, if any. */
  appName(): string | undefined
  visibility(visible: boolean): void
}

function decodeMessage(hexMessage: string): string {
  const bytes = hexToBytes(
    hexMessage.slice(2).padStart(hexMessage.length % 2 ? hexMessage.length - 1 : 0, '0'),
  )
  const text = new TextDecoder('utf-8', { fatal: true })
  try {
    return text.decode(bytes)
  } catch {
    return hexMessage
  }
}

async function approve(
  ctx: RpcContext,
  title: string,
  rows: Array<[string, string]>,
  body?: string,
  network = ctx.chainId(),
) {
  ctx.visibility(true)
  try {
    const content: ApprovalContent = {
      title,
      rows: [
        [texts().app, ctx.appName() ? `${ctx.appName()} (${ctx.appOrigin})` : ctx.appOrigin],
        [texts().network, network],
        ...rows,
      ],
      ...(body !== undefined ? { body } : {}),
    }
    const choice = canTrackVisibility()
      ? await ask(title, approvalNodes(content), [
          { id: 'reject', label: texts().reject },
          { id: 'approve', label: texts().approve },
        ])
      : await approveInWindow(content)
    if (choice !== 'approve')
      throw new FrameError(FRAME_ERROR_MESSAGES.userRejected, FRAME_ERROR_CODES.userRejected)
  } finally {
    ctx.visibility(false)
  }
}

/** JSON-RPC through the chain URL of the frame host's own config (never a URL from the app). */
async function chainCall(
  ctx: RpcContext,
  method: string,
  params: unknown,
  chainId = ctx.chainId(),
): Promise<unknown> {
  const url = ctx.chains[chainId]
  if (!url) throw new FrameError('Chain is not supported', FRAME_ERROR_CODES.internal)
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params: params ?? [] }),
  })
  const json = (await res.json()) as { result?: unknown; error?: { message?: string; code?: number } }
  if (json.error) throw new FrameError(json.error.message ?? 'An error occurred', json.error.code ?? -32603)
  return json.result ?? null
}

function evmSigning(ctx: RpcContext): EvmSigningContext {
  return {
    wallet: ctx.wallet,
    chain: () => {
      const caip = ctx.chainId()
      const url = ctx.chains[caip]
      const id = caip.startsWith('eip155:') ? Number(caip.slice(7)) : Number.NaN
      if (!url || !Number.isSafeInteger(id)) throw new FrameError('Chain is not supported', 4901)
      return { caip, id, url }
    },
    call: (method, params) => chainCall(ctx, method, params),
    approve: (title, rows, body) => approve(ctx, title, rows, body),
  }
}

/** The approval methods this frame host signs (the others are answered 4200). */
const SIGNING_METHODS: ReadonlySet<string> = new Set([
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'solana_signMessage',
  'solana_signTransaction',
  'solana_signAllTransactions',
  'solana_signAndSendTransaction',
])

/** The configured Solana chain of a request ('Chain is not supported' without one). */
function solanaChain(ctx: RpcContext, requested: string | number | undefined): string {
  const chain = ctx.solanaChainId(requested)
  if (!chain || !ctx.chains[chain]) throw new FrameError('Chain is not supported', 4901)
  return chain
}

/** Shows Solana transactions (decoded) for approval; throws 4001 when the visitor rejects. */
async function approveSolana(
  ctx: RpcContext,
  title: string,
  txs: ParsedSolanaTransaction[],
  chain: string,
): Promise<void> {
  const account = ctx.wallet.account
  const rows: Array<[string, string]> = [[texts().account, account?.solanaAddress ?? '']]
  for (const tx of txs) rows.push(...describeSolanaTransaction(tx))
  await approve(ctx, title, rows, undefined, chain)
}

/** Answers one RPC request (already validated against the protocol's method schemas). */
export async function handleRpc(ctx: RpcContext, request: RpcRequest): Promise<unknown> {
  const account = ctx.wallet.account
  if (!account) throw new FrameError('Not connected', FRAME_ERROR_CODES.notConnected)
  if (!needsApproval(request.method)) {
    if (request.method === 'eth_accounts') return [account.evmAddress]
    return chainCall(ctx, request.method, request.params)
  }
  // A session restored without this device's key share asks for the recovery code first.
  if (SIGNING_METHODS.has(request.method)) await ctx.wallet.ensureUnlocked()
  switch (request.method) {
    case 'eth_sendTransaction': {
      const [tx] = request.params ?? []
      if (!tx) throw new FrameError('eth_sendTransaction: no transaction', -32602)
      return sendTransaction(evmSigning(ctx), tx)
    }
    case 'eth_signTypedData_v4': {
      const [address, data] = request.params ?? []
      if (!address || data === undefined) throw new FrameError('eth_signTypedData_v4: missing params', -32602)
      return signTypedData(evmSigning(ctx), address, data)
    }
    case 'personal_sign': {
      const [message, address] = request.params ?? []
      if (!message || address?.toLowerCase() !== account.evmAddress.toLowerCase())
        throw new FrameError('personal_sign: address is not this wallet', -32602)
      await approve(ctx, texts().signMessage, [[texts().account, account.evmAddress]], decodeMessage(message))
      return ctx.wallet.withSeed((seed) => {
        const key = evmPrivateKey(seed)
        try {
          return personalSign(key, hexToBytes(message.slice(2)))
        } finally {
          key.fill(0)
        }
      })
    }
    case 'solana_signMessage': {
      const params = request.params
      if (!params || params.pubkey !== account.solanaAddress)
        throw new FrameError('solana_signMessage: pubkey is not this wallet', -32602)
      await approve(
        ctx,
        texts().signMessage,
        [[texts().account, account.solanaAddress]],
        decodeMessage(`0x${bytesToHex(base58.decode(params.message))}`),
        ctx.solanaChainId(request.chainId) ?? 'solana',
      )
      const signature = await ctx.wallet.withSeed((seed) => {
        const key = solanaPrivateKey(seed)
        try {
          return solanaSignMessage(key, params.message)
        } finally {
          key.fill(0)
        }
      })
      return { signature }
    }
    case 'solana_signTransaction':
    case 'solana_signAndSendTransaction': {
      const params = request.params
      if (!params) throw new FrameError(`${request.method}: no transaction`, -32602)
      if (params.pubkey !== undefined && params.pubkey !== account.solanaAddress)
        throw new FrameError(`${request.method}: pubkey is not this wallet`, -32602)
      const chain = solanaChain(ctx, request.chainId)
      const tx = parseSolanaTransaction(wireCodec.decode(params.transaction))
      const send = request.method === 'solana_signAndSendTransaction'
      await approveSolana(ctx, send ? texts().sendTransaction : texts().signTransaction, [tx], chain)
      const signed = await signSolanaTransaction(ctx.wallet, tx, account.solanaAddress)
      if (!send) return { transaction: wireCodec.encode(signed) }
      const options = request.method === 'solana_signAndSendTransaction' ? request.params?.options : undefined
      const signature = await chainCall(
        ctx,
        'sendTransaction',
        [
          wireCodec.encode(signed),
          {
            encoding: 'base64',
            preflightCommitment: options?.preflightCommitment ?? options?.commitment ?? 'confirmed',
            ...(options?.skipPreflight !== undefined ? { skipPreflight: options.skipPreflight } : {}),
            ...(options?.maxRetries !== undefined ? { maxRetries: options.maxRetries } : {}),
          },
        ],
        chain,
      )
      if (signature !== signatureOf(signed, tx, account.solanaAddress))
        throw new FrameError('The Solana node answered another signature', FRAME_ERROR_CODES.internal)
      return { signature }
    }
    case 'solana_signAllTransactions': {
      const chain = solanaChain(ctx, request.chainId)
      const txs = (request.params?.transactions ?? []).map((t) => parseSolanaTransaction(wireCodec.decode(t)))
      if (txs.length === 0) throw new FrameError('solana_signAllTransactions: no transactions', -32602)
      await approveSolana(ctx, `Sign ${txs.length} transactions`, txs, chain)
      const transactions: string[] = []
      for (const tx of txs)
        transactions.push(
          wireCodec.encode(await signSolanaTransaction(ctx.wallet, tx, account.solanaAddress)),
        )
      return { transactions }
    }
    default:
      // Declared and validated, but this frame host does not sign them yet.
      throw new FrameError(`${request.method} is not supported by this frame host yet`, 4200)
  }
}
