// eth_sendTransaction and eth_signTypedData_v4 inside the frame: the request is completed (nonce, gas,
// fees) through the frame host's own chain URL, shown decoded for approval, signed with the key rebuilt
// for this one operation, and (for a transaction) sent through the same chain URL. The chain is the one
// captured when the request arrived: estimated, shown, signed for and sent to, whatever the app does.
import { bytesToHex } from '@noble/hashes/utils.js'
import { formatUnits, type Hex, type TransactionSerializable, type TypedDataDefinition } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { FRAME_ERROR_CODES } from '../protocol/errors'
import { typedDataSchema } from '../protocol/rpc'
import type { SmartAccountChain } from '../server/smartAccountsConfig'
import { FrameError } from './api'
import { formatFee } from './formatFee'
import { evmPrivateKey } from './keys'
import type { NetworkInfo } from './networks'
import type { EvmChain } from './rpc'
import { signTypedDataForSmartAccount } from './smartAccounts'
import { activeFrameLocale, fill, texts } from './texts'
import { SIGNED_DOMAIN_FIELDS, typedDataRows } from './typedDataRows'
import type { FrameWallet } from './wallet'

/** What the EVM signing handlers need from the RPC context. */
export interface EvmSigningContext {
  wallet: FrameWallet
  /** The chain (CAIP-2, id, JSON-RPC URL from the frame host's config) captured for this request. */
  chain: EvmChain
  /** That chain's name and native currency, as the approval shows them (networks.ts). */
  network?: NetworkInfo
  /** JSON-RPC over that chain's URL. */
  call(method: string, params: unknown[]): Promise<unknown>
  /** Shows the approval; throws 4001 unless the visitor approves. */
  approve(title: string, rows: Array<[string, string]>, body?: string, warnings?: string[]): Promise<void>
  /** The wallet's smart account on this chain, where the frame host configures one. */
  smartAccount?: { address: `0x${string}`; services: SmartAccountChain }
}

/** The evmTransactionSchema-validated request of eth_sendTransaction. */
export interface EvmTransactionRequest {
  from: string
  to?: string | undefined
  value?: string | undefined
  data?: string | undefined
  input?: string | undefined
  gas?: string | undefined
  gasPrice?: string | undefined
  maxFeePerGas?: string | undefined
  maxPriorityFeePerGas?: string | undefined
  nonce?: string | undefined
  chainId?: string | undefined
  type?: string | undefined
}

const big = (hex: string | undefined) => (hex === undefined ? undefined : BigInt(hex))

function signer(seed: Uint8Array) {
  const key = evmPrivateKey(seed)
  try {
    return privateKeyToAccount(`0x${bytesToHex(key)}`)
  } finally {
    key.fill(0)
  }
}

function requireOwnAddress(ctx: EvmSigningContext, address: string, method: string): void {
  const own = ctx.wallet.account?.evmAddress
  if (!own || address.toLowerCase() !== own.toLowerCase())
    throw new FrameError(`${method}: address is not this wallet`, -32602)
}

/** eth_sendTransaction: completes, shows, signs and sends; returns the transaction hash. */
export async function sendTransaction(ctx: EvmSigningContext, tx: EvmTransactionRequest): Promise<Hex> {
  requireOwnAddress(ctx, tx.from, 'eth_sendTransaction')
  const { chain } = ctx
  if (tx.chainId !== undefined && BigInt(tx.chainId) !== BigInt(chain.id))
    throw new FrameError(`eth_sendTransaction: chainId ${BigInt(tx.chainId)} is not ${chain.caip}`, 4901)
  const data = (tx.data ?? tx.input) as Hex | undefined
  const call = {
    from: tx.from,
    ...(tx.to ? { to: tx.to } : {}),
    ...(tx.value ? { value: tx.value } : {}),
    ...(data ? { data } : {}),
  }
  const [nonce, gas] = await Promise.all([
    tx.nonce ?? (ctx.call('eth_getTransactionCount', [tx.from, 'pending']) as Promise<string>),
    tx.gas ?? (ctx.call('eth_estimateGas', [call]) as Promise<string>),
  ])
  const eip1559 = tx.gasPrice === undefined && (tx.maxFeePerGas !== undefined || tx.type === '0x2')
  const fees = eip1559
    ? {
        type: 'eip1559' as const,
        maxFeePerGas: big(tx.maxFeePerGas ?? ((await ctx.call('eth_gasPrice', [])) as string)) as bigint,
        maxPriorityFeePerGas: big(tx.maxPriorityFeePerGas ?? '0x0') as bigint,
      }
    : {
        type: 'legacy' as const,
        gasPrice: big(tx.gasPrice ?? ((await ctx.call('eth_gasPrice', [])) as string)) as bigint,
      }
  const request: TransactionSerializable = {
    chainId: chain.id,
    nonce: Number(BigInt(nonce)),
    gas: BigInt(gas),
    ...(tx.to ? { to: tx.to as Hex } : {}),
    value: big(tx.value) ?? 0n,
    ...(data ? { data } : {}),
    ...fees,
  }
  const price = 'gasPrice' in fees ? fees.gasPrice : fees.maxFeePerGas
  const { symbol, decimals } = ctx.network ?? { symbol: 'ETH', decimals: 18 }
  await ctx.approve(
    texts().sendTransaction,
    [
      [texts().from, tx.from],
      [texts().to, tx.to ?? texts().newContract],
      // The amount exactly (what leaves the wallet); the fee as the modal's preview wrote it.
      [texts().amount, `${formatUnits(request.value ?? 0n, decimals)} ${symbol}`],
      [texts().maxFee, formatFee(BigInt(gas) * price, decimals, symbol, activeFrameLocale())],
    ],
    data && data !== '0x'
      ? fill(texts().data, { data: data.length > 202 ? `${data.slice(0, 202)}…` : data })
      : undefined,
  )
  const raw = await ctx.wallet.withSeed((seed) => signer(seed).signTransaction(request))
  return (await ctx.call('eth_sendRawTransaction', [raw])) as Hex
}

/** eth_signTypedData_v4: shows the domain and message, signs the EIP-712 hash. */
export async function signTypedData(ctx: EvmSigningContext, address: string, input: unknown): Promise<Hex> {
  // The wallet's smart account signs for itself (ERC-1271; ERC-6492 while undeployed).
  const smart =
    ctx.smartAccount?.address.toLowerCase() === address.toLowerCase() ? ctx.smartAccount : undefined
  if (!smart) requireOwnAddress(ctx, address, 'eth_signTypedData_v4')
  let value: unknown = input
  if (typeof input === 'string') {
    try {
      value = JSON.parse(input)
    } catch {
      throw new FrameError('eth_signTypedData_v4: typed data is not JSON', -32602)
    }
  }
  const parsed = typedDataSchema.safeParse(value)
  if (!parsed.success) throw new FrameError('eth_signTypedData_v4: typed data does not match EIP-712', -32602)
  const { domain, types, primaryType, message } = parsed.data
  // The signer hashes the domain from its own fields (types.EIP712Domain from the app is not used).
  const { EIP712Domain: _domainType, ...structs } = types
  const { chain } = ctx
  const domainChain = domain.chainId
  if (domainChain !== undefined && BigInt(domainChain as string | number) !== BigInt(chain.id))
    throw new FrameError(
      `eth_signTypedData_v4: domain chainId ${String(domainChain)} is not ${chain.caip}`,
      FRAME_ERROR_CODES.internal,
    )
  if (!structs[primaryType])
    throw new FrameError(`eth_signTypedData_v4: primaryType ${primaryType} has no type`, -32602)
  const signed = typedDataRows(structs, primaryType, message, texts().unlimited)
  const domainRows = SIGNED_DOMAIN_FIELDS.filter((k) => domain[k] !== undefined && domain[k] !== null).map(
    (k) => [fill(texts().domainField, { field: k }), String(domain[k])] as [string, string],
  )
  await ctx.approve(
    texts().signTypedData,
    [[texts().account, address], [texts().type, primaryType], ...domainRows, ...signed.rows],
    undefined,
    signed.unsignedKeys > 0 ? [fill(texts().unsignedKeys, { count: String(signed.unsignedKeys) })] : [],
  )
  const definition = { domain, types: structs, primaryType, message } as unknown as TypedDataDefinition
  if (smart)
    return ctx.wallet.withSeed(async (seed) => {
      const ownerKey = evmPrivateKey(seed)
      try {
        const request = (method: string, params: unknown) => ctx.call(method, (params ?? []) as unknown[])
        return await signTypedDataForSmartAccount({ ...smart, ownerKey, request }, definition)
      } finally {
        ownerKey.fill(0)
      }
    })
  return ctx.wallet.withSeed((seed) => signer(seed).signTypedData(definition))
}
