import { type Address, isAddress } from '@solana/kit'
import { HttpError, json, type Reply } from '../http/reply'
import type { SolanaLedger, TransactionRecord } from '../solana/SolanaLedger'
import { DEVNET_SOLANA_MINTS, DEVNET_SOLANA_SPAM_MINTS, TOKEN_PROGRAM_ID } from '../solana/solanaConstants'
import { decodeTokenAccount, formatTokenAmount } from '../solana/tokenParsing'
import type { ApiDeps } from './ApiDeps'
import type { TokenBalance } from './balanceRoute'

/** The Solana network the API serves: an in-process node's ledger and its CAIP-2 id. */
export interface SolanaApiSource {
  caipNetworkId: string
  rpcUrl: string
  ledger: SolanaLedger
}

/** Whether a path param is a Solana address (32–44 base58 characters decoding to 32 bytes). */
export function isSolanaAddress(raw: string | undefined): raw is Address {
  return !!raw && !raw.startsWith('0x') && raw.length >= 32 && raw.length <= 44 && isAddress(raw)
}

/** Whether a `chainId` query selects the Solana network (absent = every network). */
function selectsSolana(deps: ApiDeps, chainId: string | null): deps is ApiDeps & { solana: SolanaApiSource } {
  if (!deps.solana) return false
  if (!chainId) return true
  if (!/^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/.test(chainId))
    throw new HttpError(400, 'Invalid CAIP-2 network id')
  return chainId === deps.solana.caipNetworkId
}

const KNOWN_MINTS = new Map<string, { name: string; symbol: string }>(
  Object.values(DEVNET_SOLANA_MINTS).map((m) => [m.address, m]),
)
const describeMint = (mint: string) =>
  KNOWN_MINTS.get(mint) ?? { name: 'Unknown token', symbol: mint.slice(0, 4) }

/** GET /v1/account/{solana address}/balance: SOL and SPL balances (spam mints dropped), priced by symbol. */
export function solanaBalanceReply(deps: ApiDeps, owner: Address, url: URL): Reply {
  if (!selectsSolana(deps, url.searchParams.get('chainId'))) return json({ balances: [] })
  const { ledger, caipNetworkId } = deps.solana
  const entry = (
    name: string,
    symbol: string,
    decimals: number,
    amount: bigint,
    mint?: string,
  ): TokenBalance => {
    const numeric = formatTokenAmount(amount, decimals)
    const price = deps.prices[symbol] ?? 0
    const balance: TokenBalance = {
      name,
      symbol,
      chainId: caipNetworkId,
      value: Number(numeric) * price,
      price,
      quantity: { decimals: String(decimals), numeric },
      iconUrl: deps.iconUrl(symbol),
    }
    if (mint) balance.address = `${caipNetworkId}:${mint}`
    return balance
  }
  const balances: TokenBalance[] = []
  const lamports = ledger.balance(owner)
  if (lamports > 0n) balances.push(entry('Solana', 'SOL', 9, lamports))
  const byMint = new Map<string, bigint>()
  for (const account of ledger.svm.getProgramAccounts(TOKEN_PROGRAM_ID)) {
    const token = decodeTokenAccount(account.programAddress, account.data)
    if (!token || token.owner !== owner || DEVNET_SOLANA_SPAM_MINTS.has(token.mint)) continue
    byMint.set(token.mint, (byMint.get(token.mint) ?? 0n) + token.amount)
  }
  for (const [mint, amount] of byMint) {
    if (amount === 0n) continue
    const { name, symbol } = describeMint(mint)
    balances.push(entry(name, symbol, ledger.mintDecimals(mint as Address) ?? 0, amount, mint))
  }
  return json({ balances })
}

interface Transfer {
  mint: string | null
  decimals: number
  delta: bigint
}

function ownTransfers(record: TransactionRecord, owner: string): Transfer[] {
  const keys = record.decoded.accountKeys
  const index = keys.indexOf(owner as Address)
  const out: Transfer[] = []
  if (index >= 0) {
    const paid = index === 0 ? record.fee : 0n
    const delta = (record.postBalances[index] ?? 0n) - (record.preBalances[index] ?? 0n) + paid
    if (delta !== 0n) out.push({ mint: null, decimals: 9, delta })
  }
  const deltas = new Map<string, Transfer>()
  for (const [list, sign] of [
    [record.preTokenBalances, -1n],
    [record.postTokenBalances, 1n],
  ] as const) {
    for (const b of list) {
      if (b.owner !== owner) continue
      const t = deltas.get(b.mint) ?? { mint: b.mint, decimals: b.uiTokenAmount.decimals, delta: 0n }
      t.delta += sign * BigInt(b.uiTokenAmount.amount)
      deltas.set(b.mint, t)
    }
  }
  for (const t of deltas.values()) if (t.delta !== 0n) out.push(t)
  return out
}

/** The other party: who gained what the owner sent, or who paid when the owner received. */
function counterparty(record: TransactionRecord, owner: string, sent: boolean): string {
  const keys = record.decoded.accountKeys
  for (const b of record.postTokenBalances) {
    if (b.owner === owner) continue
    const pre = record.preTokenBalances.find((p) => p.accountIndex === b.accountIndex)
    const delta = BigInt(b.uiTokenAmount.amount) - BigInt(pre?.uiTokenAmount.amount ?? '0')
    if (sent ? delta > 0n : delta < 0n) return b.owner
  }
  for (let i = 0; i < keys.length; i++) {
    const key = keys[i]!
    if (key === owner) continue
    const delta = (record.postBalances[i] ?? 0n) - (record.preBalances[i] ?? 0n)
    if (sent ? delta > 0n : delta < 0n) return key
  }
  return keys[0] === owner ? (keys[1] ?? owner) : (keys[0] ?? owner)
}

function historyItem(deps: ApiDeps & { solana: SolanaApiSource }, record: TransactionRecord, owner: string) {
  const chain = deps.solana.caipNetworkId
  const all = ownTransfers(record, owner)
  const transfers = all.filter((t) => !(t.mint && DEVNET_SOLANA_SPAM_MINTS.has(t.mint)))
  const feePayer = record.decoded.accountKeys[0] === owner
  // Spam, or something that only touched the owner without moving its funds: not shown.
  if (transfers.length === 0 && !feePayer) return null
  const sent = transfers.some((t) => t.delta < 0n)
  const received = transfers.some((t) => t.delta > 0n)
  const other = counterparty(record, owner, sent || (!received && feePayer))
  return {
    id: `${chain}:${record.signature}`,
    metadata: {
      operationType: sent && received ? 'trade' : sent ? 'send' : received ? 'receive' : 'execute',
      hash: record.signature,
      minedAt: new Date(record.blockTime * 1000).toISOString(),
      sentFrom: sent || !received ? owner : other,
      sentTo: sent || !received ? other : owner,
      status: record.err === null ? 'confirmed' : 'failed',
      nonce: 0,
      chain,
    },
    transfers: transfers.map((t) => {
      const { name, symbol } = t.mint ? describeMint(t.mint) : { name: 'Solana', symbol: 'SOL' }
      const numeric = formatTokenAmount(t.delta < 0n ? -t.delta : t.delta, t.decimals)
      const price = deps.prices[symbol] ?? 0
      return {
        fungible_info: { name, symbol, icon: { url: deps.iconUrl(symbol) } },
        direction: t.delta < 0n ? 'out' : 'in',
        quantity: { numeric },
        value: Number(numeric) * price,
        price,
      }
    }),
  }
}

/**
 * GET /v1/account/{solana address}/history: the owner's confirmed transactions (its own and its token
 * accounts'), newest first; spam-mint transfers are dropped. `cursor` is the last signature of the page.
 */
export function solanaHistoryReply(deps: ApiDeps, owner: Address, url: URL, limit: number): Reply {
  if (!selectsSolana(deps, url.searchParams.get('chainId'))) return json({ data: [], next: null })
  const { ledger } = deps.solana
  const accounts = [owner as string]
  for (const account of ledger.svm.getProgramAccounts(TOKEN_PROGRAM_ID)) {
    if (decodeTokenAccount(account.programAddress, account.data)?.owner === owner)
      accounts.push(account.address)
  }
  const newest = ledger.slotAt('confirmed')
  const seen = new Set<string>()
  const records = accounts
    .flatMap((a) => ledger.signaturesFor(a))
    .filter((r) => r.slot <= newest && !seen.has(r.signature) && seen.add(r.signature))
    .sort((a, b) => b.sequence - a.sequence)
  const items = records.flatMap((r) => {
    const item = historyItem(deps, r, owner)
    return item ? [item] : []
  })
  const cursor = url.searchParams.get('cursor')
  let start = 0
  if (cursor) {
    const at = items.findIndex((i) => i.metadata.hash === cursor)
    if (at < 0) throw new HttpError(400, 'Invalid cursor')
    start = at + 1
  }
  const page = items.slice(start, start + limit)
  const more = items.length > start + limit
  return json({ data: page, next: more ? (page.at(-1)?.metadata.hash ?? null) : null })
}
