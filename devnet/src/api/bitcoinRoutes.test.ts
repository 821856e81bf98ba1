// The API's balance and history rows for Bitcoin addresses, read from the devnet's Esplora facade.
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { DEVNET_BITCOIN_ACCOUNTS } from '../bitcoin/bitcoinAccounts'
import { SEED_FUNDING, SEED_TRANSFERS } from '../bitcoin/seedBitcoin'
import { type BitcoinNode, startBitcoinNode } from '../bitcoin/startBitcoinNode'
import { lazyDatabase } from '../storage/lazyDatabase'
import type { Database } from '../storage/openDatabase'
import { type ApiServer, startApiServer } from './startApiServer'

const B = (i: number) => DEVNET_BITCOIN_ACCOUNTS[i] as (typeof DEVNET_BITCOIN_ACCOUNTS)[number]
let node: BitcoinNode
let api: ApiServer
// The Bitcoin rows never touch storage; a database that is never opened keeps this test light.
const noDatabase: Database = lazyDatabase('pglite', new Promise<Database>(() => undefined))

beforeAll(async () => {
  node = await startBitcoinNode({ blockIntervalMs: false, mineAfterBroadcastMs: false })
  api = await startApiServer({
    db: noDatabase,
    chains: [],
    bitcoin: { network: node.network, esploraUrl: node.esploraUrl },
  })
}, 120_000)
afterAll(async () => {
  await api?.stop()
  await node?.stop()
})

const get = async (path: string) => {
  const sep = path.includes('?') ? '&' : '?'
  const response = await fetch(`${api.url}${path}${sep}projectId=airlock-devnet&st=test&sv=1`)
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

describe('bip122 rows of the blockchain-data API', () => {
  test('supported chains list the Bitcoin network', async () => {
    expect((await get('/v1/supported-chains')).body.http).toContain(node.caipNetworkId)
  })

  test('balance: BTC with 8 decimals, priced, equal to the node’s confirmed + pending balance', async () => {
    const { body } = await get(`/v1/account/${B(0).address}/balance?currency=usd`)
    const [btc, ...rest] = body.balances as Array<Record<string, unknown>>
    expect(rest).toEqual([])
    const stats = (await (await fetch(`${node.esploraUrl}/address/${B(0).address}`)).json()) as {
      chain_stats: { funded_txo_sum: number; spent_txo_sum: number }
    }
    const sats = stats.chain_stats.funded_txo_sum - stats.chain_stats.spent_txo_sum
    expect(btc).toMatchObject({ name: 'Bitcoin', symbol: 'BTC', chainId: node.caipNetworkId, price: 60_000 })
    expect(btc?.quantity).toEqual({ decimals: '8', numeric: (sats / 1e8).toString() })
    expect(btc?.value).toBeCloseTo((sats / 1e8) * 60_000, 6)
    expect((await get(`/v1/account/${B(0).address}/balance?chainId=eip155:1`)).body.balances).toEqual([])
    expect((await get(`/v1/account/${B(9).address}/balance`)).body.balances).toEqual([]) // nothing funded
    expect((await get(`/v1/account/${B(0).address}/balance?chainId=nope`)).status).toBe(400)
  })

  test('history: sends and receives, newest first, paged by cursor; a pending send shows as pending', async () => {
    const first = await get(`/v1/account/${B(0).address}/history?limit=2`)
    const items = first.body.data as Array<{
      metadata: Record<string, unknown>
      transfers: Array<Record<string, unknown>>
    }>
    expect(items).toHaveLength(2)
    expect(first.body.next).toBe(items[1]?.metadata.hash)
    const rest = await get(`/v1/account/${B(0).address}/history?limit=10&cursor=${String(first.body.next)}`)
    const all = [...items, ...(rest.body.data as typeof items)]
    expect(rest.body.next).toBeNull()
    expect(all).toHaveLength(1 + SEED_TRANSFERS.filter(([a, b]) => a === 0 || b === 0).length)
    const kinds = all.map((i) => [
      i.metadata.operationType,
      i.transfers[0]?.direction,
      (i.transfers[0]?.quantity as { numeric: string } | undefined)?.numeric,
    ])
    // newest first: receive 0.025 from 2, receive 0.05 from 1, send 0.1 to 1, the funding (1.75 in three outputs)
    const funded = SEED_FUNDING[0]!.amounts.reduce((s, a) => s + a, 0n)
    expect(kinds).toEqual([
      ['receive', 'in', '0.025'],
      ['receive', 'in', '0.05'],
      ['send', 'out', '0.1'],
      ['receive', 'in', (Number(funded) / 1e8).toString()],
    ])
    expect(all[2]?.metadata).toMatchObject({
      sentFrom: B(0).address,
      sentTo: B(1).address,
      status: 'confirmed',
      chain: node.caipNetworkId,
    })
    expect(all.map((i) => i.metadata.minedAt)).toEqual(
      [...all.map((i) => i.metadata.minedAt as string)].sort().reverse(),
    )
    expect((await get(`/v1/account/${B(0).address}/history?cursor=${'ab'.repeat(32)}`)).status).toBe(400)
    // a pending transfer is listed first, as pending
    const fauceted = (await (
      await fetch(`${node.url}/__devnet/bitcoin/faucet`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ address: B(0).address, sats: 12345 }),
      })
    ).json()) as { txid: string }
    const latest = (await get(`/v1/account/${B(0).address}/history?limit=1`)).body.data as typeof items
    expect(latest[0]?.metadata).toMatchObject({
      hash: fauceted.txid,
      status: 'pending',
      operationType: 'receive',
    })
  })

  test('identity and NFTs of a Bitcoin address are empty', async () => {
    expect((await get(`/v1/identity/${B(0).address}`)).body).toEqual({ name: null, avatar: null })
    expect((await get(`/v1/account/${B(0).address}/nfts`)).body).toEqual({ data: [], next: null })
  })
})
