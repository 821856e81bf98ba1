import { getAddress } from 'viem'
import { HttpError, json } from '../http/reply'
import type { Router } from '../http/router'
import { type OwnedNftRow, ownedNfts } from '../indexer/ownedNfts'
import type { ApiDeps } from './ApiDeps'
import { bitcoinDeps } from './bitcoinRoutes'
import { key, parseAddressParam, selectChains } from './parse'
import { isSolanaAddress } from './solanaRoutes'

const DEFAULT_LIMIT = 20

type Cursor = [acquiredAt: number, chainId: number, token: string, tokenId: string]

function encodeCursor(row: OwnedNftRow): string {
  const cursor: Cursor = [row.acquired_at, row.chain_id, row.token, row.token_id]
  return Buffer.from(JSON.stringify(cursor)).toString('base64url')
}

function decodeCursor(raw: string): Cursor {
  try {
    const value: unknown = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8'))
    if (
      Array.isArray(value) &&
      value.length === 4 &&
      Number.isInteger(value[0]) &&
      Number.isInteger(value[1]) &&
      typeof value[2] === 'string' &&
      typeof value[3] === 'string' &&
      /^\d+$/.test(value[3])
    )
      return value as Cursor
  } catch {}
  throw new HttpError(400, 'Invalid cursor')
}

/** Whether `row` comes after the cursor in the listing order (newest first, then chain, contract, id). */
function isAfter(row: OwnedNftRow, [acquiredAt, chainId, token, tokenId]: Cursor): boolean {
  if (row.acquired_at !== acquiredAt) return row.acquired_at < acquiredAt
  if (row.chain_id !== chainId) return row.chain_id < chainId
  if (row.token !== token) return row.token > token
  return BigInt(row.token_id) > BigInt(tokenId)
}

function describeNft(deps: ApiDeps, row: OwnedNftRow) {
  const token = deps.tokens.find((k) => key(k.address) === row.token)
  const collection = token?.name ?? 'Unknown NFT'
  const chainId = `eip155:${row.chain_id}`
  const contract = getAddress(row.token)
  return {
    id: `${chainId}:${contract}:${row.token_id}`,
    chainId,
    contract,
    tokenId: row.token_id,
    standard: 'erc721',
    name: `${collection} #${row.token_id}`,
    collection: { name: collection, symbol: token?.symbol ?? null, address: contract },
    content: { preview: { url: deps.iconUrl(`${token?.symbol ?? 'NFT'}-${row.token_id}`) } },
    flags: { is_spam: token?.spam ?? false },
  }
}

/**
 * GET /v1/account/{address}/nfts?chainId&cursor&limit (a devnet addition to the spec's list): the
 * ERC-721 tokens the address holds, from the indexer, newest acquisitions first, spam flagged (the
 * client hides it). A Solana address has none here (the devnet mints no Solana NFTs).
 */
export function addNftRoute(router: Router, deps: ApiDeps): void {
  router.on('GET', '/v1/account/:address/nfts', async ({ params, url }) => {
    const limit = Math.min(
      Math.max(Number(url.searchParams.get('limit') ?? DEFAULT_LIMIT) || DEFAULT_LIMIT, 1),
      100,
    )
    const cursorRaw = url.searchParams.get('cursor')
    const cursor = cursorRaw ? decodeCursor(cursorRaw) : undefined
    if (isSolanaAddress(params.address) || (await bitcoinDeps(deps, params.address)))
      return json({ data: [], next: null })
    const account = key(parseAddressParam(params.address))
    const chains = selectChains(deps, url.searchParams.get('chainId'))
    if (chains.length === 0) return json({ data: [], next: null })
    await Promise.all(chains.map((c) => c.indexer.sync()))
    const owned = await ownedNfts(
      deps.db,
      account,
      chains.map((c) => c.chainId),
    )
    const rest = cursor ? owned.filter((row) => isAfter(row, cursor)) : owned
    const page = rest.slice(0, limit)
    const last = page.at(-1)
    return json({
      data: page.map((row) => describeNft(deps, row)),
      next: rest.length > limit && last ? encodeCursor(last) : null,
    })
  })
}
