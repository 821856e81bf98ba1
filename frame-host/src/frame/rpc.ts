// RPC inside the frame: safe methods through the frame host's own chain configuration, approval
// methods only after the visitor approves in the approval window (approvalWindow.ts), one at a time
// (approvals.ts), on the chain captured when the request arrived: the chain estimated, shown, signed for
// and sent to is one and the same, whatever the app switches meanwhile.
import { bytesToHex, hexToBytes } from '@noble/hashes/utils.js'
import { base58 } from '@scure/base'
import { type SentCalls, type SentCallsRegistry, UnknownBundleError, UnsupportedChainError } from '../aa'
import { FRAME_ERROR_CODES, FRAME_ERROR_MESSAGES } from '../protocol/errors'
import type { RpcRequest } from '../protocol/rpc'
import { needsApproval } from '../protocol/rpc'
import type { SmartAccountChain } from '../server/smartAccountsConfig'
import { FrameError } from './api'
import { type ApprovalSlot, aborted } from './approvals'
import { type ApprovalContent, approveInWindow } from './approvalWindow'
import { type EvmSigningContext, sendTransaction, signTypedData } from './evmSigning'
import { evmPrivateKey, personalSign, solanaPrivateKey, solanaSignMessage } from './keys'
import { type AppNetworks, networkInfo } from './networks'
import {
  type ChainSmartAccount,
  callsStatusOf,
  capabilitiesOf,
  sendCallsFromSmartAccount,
} from './smartAccountCalls'
import { sendTransactionFromSmartAccount, toFrameError } from './smartAccountSend'
import { type SmartAccounts, signMessageForSmartAccount } from './smartAccounts'
import { sendUserOperationFromSmartAccount } from './smartAccountUserOperation'
import { handleSolanaTransactions } from './solanaApproval'
import { texts } from './texts'
import { CANCELLED } from './view'
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
  /** The app's name from SYNC_DAPP_DATA, if any (the app's claim: shown after the verified origin). */
  appName(): string | undefined
  /** The app's networks from SYNC_DAPP_DATA, if any: their names and native currencies (see networks.ts). */
  appNetworks?(): AppNetworks | undefined
  visibility(visible: boolean): void
  /** The approval in flight (one at a time; a newer one replaces it). */
  approvals: ApprovalSlot
  /** The wallet's smart accounts on the chains the frame host configures them for. */
  smartAccounts?: SmartAccounts
  /** The ids wallet_sendCalls answered this session, for wallet_getCallsStatus. */
  sentCalls?: SentCallsRegistry
  /** The visitor's preferred EVM account type for the key `owner` (absent: the key's own account). */
  preferredAccountType?: (owner: string) => 'eoa' | 'smartAccount'
}

/** An EVM chain of the frame host's config: CAIP-2 id, numeric id, JSON-RPC URL. */
export interface EvmChain {
  caip: string
  id: number
  url: string
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

/** What an approval shows besides its own rows: where it comes from and the chain it is for. */
interface ApprovalFrame {
  signal: AbortSignal
  /** CAIP-2 id of the chain the request was captured on. */
  network: string
}

/**
 * Shows an approval and throws 4001 unless the visitor approves it in the approval window. The first
 * row is the verified origin of the app; the name the app gives itself comes after it, as its claim.
 */
async function approve(
  ctx: RpcContext,
  at: ApprovalFrame,
  title: string,
  rows: Array<[string, string]>,
  body?: string,
  warnings: string[] = [],
) {
  const name = ctx.appName()
  const content: ApprovalContent = {
    title,
    rows: [
      [texts().requestedBy, ctx.appOrigin],
      ...(name ? ([[texts().saysItIs, name]] as Array<[string, string]>) : []),
      [texts().network, networkInfo(at.network, ctx.appNetworks?.()).name],
      ...rows,
    ],
    ...(warnings.length ? { warnings } : {}),
    ...(body !== undefined ? { body } : {}),
  }
  ctx.visibility(true)
  try {
    const choice = await approveInWindow(content, at.signal)
    if (choice === CANCELLED) throw aborted()
    if (choice !== 'approve')
      throw new FrameError(FRAME_ERROR_MESSAGES.userRejected, FRAME_ERROR_CODES.userRejected)
  } finally {
    ctx.visibility(false)
  }
}

/** JSON-RPC through the chain URL of the frame host's own config (never a URL from the app). */
function chainCall(
  ctx: RpcContext,
  method: string,
  params: unknown,
  chainId = ctx.chainId(),
): Promise<unknown> {
  return chainRpc(ctx.chains, method, params, chainId)
}

/**
 * One JSON-RPC request to a chain of the frame host's config (CAIP-2 id); an error answer is a FrameError
 * with the chain's code.
 */
export async function chainRpc(
  chains: Record<string, string>,
  method: string,
  params: unknown,
  chainId: string,
): Promise<unknown> {
  const url = chains[chainId]
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

/** The active EVM chain of the frame host's config, captured once per request. */
function evmChain(ctx: RpcContext): EvmChain {
  const caip = ctx.chainId()
  const url = ctx.chains[caip]
  const id = caip.startsWith('eip155:') ? Number(caip.slice(7)) : Number.NaN
  if (!url || !Number.isSafeInteger(id)) throw new FrameError('Chain is not supported', 4901)
  return { caip, id, url }
}

function evmSigning(ctx: RpcContext, chain: EvmChain, signal: AbortSignal): EvmSigningContext {
  return {
    wallet: ctx.wallet,
    chain,
    network: networkInfo(chain.caip, ctx.appNetworks?.()),
    call: (method, params) => chainCall(ctx, method, params, chain.caip),
    approve: (title, rows, body, warnings) =>
      approve(ctx, { signal, network: chain.caip }, title, rows, body, warnings),
  }
}

/**
 * The wallet's smart account on `caip` and its services, where the frame host configures them (undefined
 * elsewhere, or when the factory cannot be read: the key's own account still works).
 */
async function smartAccountOf(
  ctx: RpcContext,
  caip: string,
): Promise<{ address: `0x${string}`; services: SmartAccountChain } | undefined> {
  const owner = ctx.wallet.account?.evmAddress
  const services = ctx.smartAccounts?.servicesOf(caip)
  if (!owner || !services) return undefined
  const address = await ctx.smartAccounts?.address(caip, owner).catch(() => undefined)
  return address ? { address, services } : undefined
}

/** The wallet's smart account on every EVM chain of the config that has smart-account services. */
async function smartAccountsOnAllChains(ctx: RpcContext): Promise<ChainSmartAccount[]> {
  const found = await Promise.all(
    Object.keys(ctx.chains)
      .filter((caip) => caip.startsWith('eip155:'))
      .map(async (caip) => {
        const smart = await smartAccountOf(ctx, caip)
        return smart ? { chainId: Number(caip.slice(7)), ...smart } : undefined
      }),
  )
  return found.filter((a) => a !== undefined)
}

/** wallet_getCallsStatus: the status of an id wallet_sendCalls answered, read on its own chain. */
async function callsStatus(ctx: RpcContext, id: string | undefined): Promise<unknown> {
  if (!id || !ctx.sentCalls) throw toFrameError(new UnknownBundleError({ details: `no calls with id ${id}` }))
  let sent: SentCalls
  try {
    sent = ctx.sentCalls.get(id)
  } catch (error) {
    throw toFrameError(error)
  }
  const caip = `eip155:${sent.chainId}`
  const url = ctx.chains[caip]
  const smartAccount = await smartAccountOf(ctx, caip)
  if (!url || !smartAccount) throw new FrameError('Chain is not supported', 4901)
  const chain = { caip, id: sent.chainId, url }
  const signing = evmSigning(ctx, chain, new AbortController().signal)
  return callsStatusOf({ ...signing, smartAccount }, id, ctx.sentCalls)
}

/** The approval methods this frame host signs (the others are answered 4200). */
const SIGNING_METHODS: ReadonlySet<string> = new Set([
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'wallet_sendCalls',
  'eth_sendUserOperation',
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

/** Answers one RPC request (already validated against the protocol's method schemas). */
export async function handleRpc(ctx: RpcContext, request: RpcRequest): Promise<unknown> {
  const account = ctx.wallet.account
  if (!account) throw new FrameError('Not connected', FRAME_ERROR_CODES.notConnected)
  if (!needsApproval(request.method)) {
    if (request.method === 'eth_accounts') {
      // The preferred account first: the smart account where it is enabled and preferred.
      const smart =
        ctx.preferredAccountType?.(account.evmAddress) === 'smartAccount'
          ? await smartAccountOf(ctx, ctx.chainId())
          : undefined
      return [smart?.address ?? account.evmAddress]
    }
    if (request.method === 'wallet_getCapabilities') {
      const [address, requested] = request.params ?? []
      if (!address) throw new FrameError('wallet_getCapabilities: no address', -32602)
      return capabilitiesOf(address, account.evmAddress, await smartAccountsOnAllChains(ctx), requested)
    }
    if (request.method === 'wallet_getCallsStatus') return callsStatus(ctx, request.params?.[0])
    return chainCall(ctx, request.method, request.params)
  }
  return ctx.approvals.run(async (signal) => {
    // A session restored without this device's key share asks for the recovery code first.
    if (SIGNING_METHODS.has(request.method)) await ctx.wallet.ensureUnlocked()
    if (signal.aborted) throw aborted()
    return handleApproval(ctx, request, signal)
  })
}

/** An approval request: the chain captured once, what is asked shown, signed only when approved. */
async function handleApproval(ctx: RpcContext, request: RpcRequest, signal: AbortSignal): Promise<unknown> {
  const account = ctx.wallet.account
  if (!account) throw new FrameError('Not connected', FRAME_ERROR_CODES.notConnected)
  switch (request.method) {
    case 'eth_sendTransaction': {
      const [tx] = request.params ?? []
      if (!tx) throw new FrameError('eth_sendTransaction: no transaction', -32602)
      const chain = evmChain(ctx)
      const signing = evmSigning(ctx, chain, signal)
      // From the wallet's smart account: one user operation through the chain's bundler.
      const smartAccount = await smartAccountOf(ctx, chain.caip)
      if (smartAccount && tx.from.toLowerCase() === smartAccount.address.toLowerCase())
        return sendTransactionFromSmartAccount({ ...signing, smartAccount }, tx)
      return sendTransaction(signing, tx)
    }
    case 'wallet_sendCalls': {
      const chain = evmChain(ctx)
      const smartAccount = await smartAccountOf(ctx, chain.caip)
      if (!smartAccount || !ctx.sentCalls)
        throw toFrameError(new UnsupportedChainError({ details: `no smart account on ${chain.caip}` }))
      return sendCallsFromSmartAccount(
        { ...evmSigning(ctx, chain, signal), smartAccount },
        request.params,
        ctx.sentCalls,
      )
    }
    case 'eth_sendUserOperation': {
      const chain = evmChain(ctx)
      const smartAccount = await smartAccountOf(ctx, chain.caip)
      if (!smartAccount)
        throw toFrameError(new UnsupportedChainError({ details: `no smart account on ${chain.caip}` }))
      return sendUserOperationFromSmartAccount(
        { ...evmSigning(ctx, chain, signal), smartAccount },
        request.params,
      )
    }
    case 'eth_signTypedData_v4': {
      const [address, data] = request.params ?? []
      if (!address || data === undefined) throw new FrameError('eth_signTypedData_v4: missing params', -32602)
      const chain = evmChain(ctx)
      const smartAccount = await smartAccountOf(ctx, chain.caip)
      return signTypedData(
        { ...evmSigning(ctx, chain, signal), ...(smartAccount ? { smartAccount } : {}) },
        address,
        data,
      )
    }
    case 'personal_sign': {
      const [message, address] = request.params ?? []
      const network = ctx.chainId()
      // The wallet's smart account signs for itself (ERC-1271; ERC-6492 while undeployed).
      const smart = await ctx.smartAccounts?.address(network, account.evmAddress).catch(() => undefined)
      const services = ctx.smartAccounts?.servicesOf(network)
      const forSmart =
        smart !== undefined && services !== undefined && address?.toLowerCase() === smart.toLowerCase()
      if (!message || (!forSmart && address?.toLowerCase() !== account.evmAddress.toLowerCase()))
        throw new FrameError('personal_sign: address is not this wallet', -32602)
      await approve(
        ctx,
        { signal, network },
        texts().signMessage,
        [[texts().account, forSmart ? smart : account.evmAddress]],
        decodeMessage(message),
      )
      if (forSmart)
        return ctx.wallet.withSeed(async (seed) => {
          const ownerKey = evmPrivateKey(seed)
          try {
            return await signMessageForSmartAccount(
              {
                services,
                address: smart,
                ownerKey,
                request: (method, params) => chainCall(ctx, method, params, network),
              },
              // The protocol's personal_sign schema admits 0x-hex only.
              message as `0x${string}`,
            )
          } finally {
            ownerKey.fill(0)
          }
        })
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
        { signal, network: ctx.solanaChainId(request.chainId) ?? 'solana' },
        texts().signMessage,
        [[texts().account, account.solanaAddress]],
        decodeMessage(`0x${bytesToHex(base58.decode(params.message))}`),
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
    case 'solana_signAndSendTransaction':
    case 'solana_signAllTransactions':
      return handleSolanaTransactions(
        {
          wallet: ctx.wallet,
          chain: solanaChain(ctx, request.chainId),
          call: (method, params, chain) => chainCall(ctx, method, params, chain),
          approve: (title, rows, warnings, chain) =>
            approve(ctx, { signal, network: chain }, title, rows, undefined, warnings),
        },
        request,
      )
    default:
      // Declared and validated, but this frame host does not sign them yet.
      throw new FrameError(`${request.method} is not supported by this frame host yet`, 4200)
  }
}
