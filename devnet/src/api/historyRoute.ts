import { formatUnits, getAddress } from 'viem'
import { HttpError, json } from '../http/reply'
import type { Router } from '../http/router'
import type { ApiDeps } from './ApiDeps'
import { bitcoinDeps, bitcoinHistoryReply } from './bitcoinRoutes'
import { key, parseAddressParam, selectChains } from './parse'
import { isSolanaAddress, solanaHistoryReply } from './solanaRoutes'

interface TxRow {
  chain_id: number
  hash: string
  block_number: number
  tx_index: number
  mined_at: number
  sender: string
  recipient: string | null
  created_contract: string | null
  nonce: number
  status: string
}

interface TransferRow {
  chain_id: number
  hash: string
  seq: number
  kind: 'native' | 'erc20' | 'erc721'
  token: string | null
  sender: string
  recipient: string
  amount: string
  token_id: string | null
}

type Cursor = [minedAt: number, chainId: number, block: number, txIndex: number]

const ZERO = '0x0000000000000000000000000000000000000000'
const DEFAULT_LIMIT = 10

function encodeCursor(row: TxRow): string {
  const cursor: Cursor = [row.mined_at, row.chain_id, row.block_number, row.tx_index]
  return Buffer.from(JSON.stringify(cursor)).toString('base64url')
}

function decodeCursor(raw: string): Cursor {
  try {
    const value: unknown = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8'))
    if (Array.isArray(value) && value.length === 4 && value.every(Number.isInteger)) return value as Cursor
  } catch {}
  throw new HttpError(400, 'Invalid cursor')
}

function describeTransfer(deps: ApiDeps, t: TransferRow, account: string) {
  const direction =
    t.sender === account && t.recipient === account ? 'self' : t.sender === account ? 'out' : 'in'
  if (t.kind === 'erc721') {
    const token = deps.tokens.find((k) => key(k.address) === t.token)
    return {
      nft_info: {
        name: `${token?.name ?? 'Unknown NFT'} #${t.token_id}`,
        collection: { name: token?.name ?? 'Unknown NFT', address: t.token },
        content: { preview: { url: deps.iconUrl(`${token?.symbol ?? 'NFT'}-${t.token_id}`) } },
        flags: { is_spam: token?.spam ?? false },
      },
      direction,
      quantity: { numeric: '1' },
      value: 0,
      price: 0,
    }
  }
  const token = t.kind === 'native' ? undefined : deps.tokens.find((k) => key(k.address) === t.token)
  const symbol = t.kind === 'native' ? 'ETH' : (token?.symbol ?? 'UNKNOWN')
  const numeric = formatUnits(BigInt(t.amount), t.kind === 'native' ? 18 : (token?.decimals ?? 18))
  const price = deps.prices[symbol] ?? 0
  return {
    fungible_info: {
      name: t.kind === 'native' ? 'Ether' : (token?.name ?? 'Unknown token'),
      symbol,
      icon: { url: deps.iconUrl(symbol) },
    },
    direction,
    quantity: { numeric },
    value: Number(numeric) * price,
    price,
  }
}

function operationType(tx: TxRow, transfers: TransferRow[], account: string): string {
  if (tx.created_contract) return 'deploy'
  const mine = transfers.filter((t) => t.sender === account || t.recipient === account)
  if (mine.some((t) => t.sender === ZERO && t.recipient === account)) return 'mint'
  const sent = mine.some((t) => t.sender === account)
  const received = mine.some((t) => t.recipient === account)
  if (sent && received) return mine.every((t) => t.sender === t.recipient) ? 'send' : 'trade'
  if (sent) return 'send'
  if (received) return 'receive'
  return 'execute'
}

/**
 * GET /v1/account/{address}/history?cursor&chainId&limit: indexed transactions, newest first; with
 * `onramp={provider}` the address's orders with that on-ramp provider instead.
 */
export function addHistoryRoute(router: Router, deps: ApiDeps): void {
  router.on('GET', '/v1/account/:address/history', async ({ params, url }) => {
    const limit = Math.min(
      Math.max(Number(url.searchParams.get('limit') ?? DEFAULT_LIMIT) || DEFAULT_LIMIT, 1),
      100,
    )
    if (url.searchParams.get('onramp') && deps.onramp) {
      return deps.onramp.historyReply(params.address ?? '', url, limit, deps)
    }
    const bitcoin = await bitcoinDeps(deps, params.address)
    if (bitcoin) return bitcoinHistoryReply(bitcoin, params.address as string, url, limit)
    if (isSolanaAddress(params.address)) return solanaHistoryReply(deps, params.address, url, limit)
    const address = parseAddressParam(params.address)
    const account = key(address)
    const chains = selectChains(deps, url.searchParams.get('chainId'))
    if (chains.length === 0) return json({ data: [], next: null })
    await Promise.all(chains.map((c) => c.indexer.sync()))
    const cursorRaw = url.searchParams.get('cursor')
    const cursor = cursorRaw ? decodeCursor(cursorRaw) : undefined
    const sqlParams: unknown[] = [account, chains.map((c) => c.chainId)]
    let where = 'p.address = $1 AND p.chain_id = ANY($2::int[])'
    if (cursor) {
      sqlParams.push(...cursor)
      where += ' AND (t.mined_at, t.chain_id, t.block_number, t.tx_index) < ($3, $4, $5, $6)'
    }
    sqlParams.push(limit + 1)
    const rows = await deps.db.query<TxRow>(
      `SELECT t.chain_id, t.hash, t.block_number, t.tx_index, t.mined_at, t.sender, t.recipient,
              t.created_contract, t.nonce, t.status
       FROM participants p JOIN transactions t ON t.chain_id = p.chain_id AND t.hash = p.hash
       WHERE ${where}
       ORDER BY t.mined_at DESC, t.chain_id DESC, t.block_number DESC, t.tx_index DESC
       LIMIT $${sqlParams.length}`,
      sqlParams,
    )
    const page = rows.slice(0, limit)
    const transfers = page.length
      ? await deps.db.query<TransferRow>(
          `SELECT chain_id, hash, seq, kind, token, sender, recipient, amount::text AS amount, token_id::text AS token_id
           FROM transfers WHERE hash = ANY($1::text[]) ORDER BY seq`,
          [page.map((r) => r.hash)],
        )
      : []
    const data = page.map((tx) => {
      const own = transfers.filter((t) => t.hash === tx.hash && t.chain_id === tx.chain_id)
      const chain = `eip155:${tx.chain_id}`
      return {
        id: `${chain}:${tx.hash}`,
        metadata: {
          operationType: operationType(tx, own, account),
          hash: tx.hash,
          minedAt: new Date(tx.mined_at * 1000).toISOString(),
          sentFrom: getAddress(tx.sender),
          sentTo: getAddress(tx.recipient ?? tx.created_contract ?? ZERO),
          status: tx.status,
          nonce: tx.nonce,
          chain,
        },
        transfers: own
          .filter((t) => t.sender === account || t.recipient === account)
          .map((t) => describeTransfer(deps, t, account)),
      }
    })
    const last = page.at(-1)
    return json({ data, next: rows.length > limit && last ? encodeCursor(last) : null })
  })
}
