import {
  appendTransactionMessageInstructions,
  createTransactionMessage,
  getBase64EncodedWireTransaction,
  lamports,
  pipe,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  signTransactionMessageWithSigners,
} from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signerFor } from '../solana/buildTransaction'
import { type SolanaNode, startSolanaNode } from '../solana/startSolanaNode'
import { lazyDatabase } from '../storage/lazyDatabase'
import type { Database } from '../storage/openDatabase'
import { requestJson, serviceUrl } from '../testing/request'
import { type ApiServer, startApiServer } from './startApiServer'

interface Balance {
  symbol: string
  chainId: string
  address?: string
  price: number
  value: number
  quantity: { decimals: string; numeric: string }
}
interface HistoryItem {
  id: string
  metadata: {
    operationType: string
    hash: string
    sentFrom: string
    sentTo: string
    chain: string
    status: string
  }
  transfers: Array<{ fungible_info: { symbol: string }; direction: string; quantity: { numeric: string } }>
}

let node: SolanaNode
let api: ApiServer
// The Solana rows never touch storage; a database that is never opened keeps this test light.
const noDatabase: Database = lazyDatabase('pglite', new Promise<Database>(() => undefined))

beforeAll(async () => {
  node = await startSolanaNode({ slotMs: 100 })
  api = await startApiServer({
    db: noDatabase,
    chains: [],
    solana: { caipNetworkId: node.caipNetworkId, rpcUrl: node.rpcUrl, ledger: node.ledger },
  })
})
afterAll(async () => {
  await api?.stop()
  await node?.stop()
})

const get = <T>(path: string, query: Record<string, string> = {}) =>
  requestJson<T>(serviceUrl(api.url, path, query))

describe('blockchain-data API: Solana rows', () => {
  it('lists the local Solana network among the supported chains', async () => {
    const res = await get<{ http: string[] }>('/v1/supported-chains')
    expect(res.body.http).toContain(node.caipNetworkId)
  })

  it('answers SOL and SPL balances priced from the table, spam dropped', async () => {
    const owner = node.accounts[0]!.address
    const res = await get<{ balances: Balance[] }>(`/v1/account/${owner}/balance`, { currency: 'usd' })
    expect(res.status).toBe(200)
    const bySymbol = Object.fromEntries(res.body.balances.map((b) => [b.symbol, b]))
    expect(Object.keys(bySymbol).sort()).toEqual(['BONK', 'SOL', 'USDC'])
    expect(bySymbol.USDC).toMatchObject({
      chainId: node.caipNetworkId,
      address: `${node.caipNetworkId}:${node.mints.usdc.address}`,
      price: 1,
      quantity: { decimals: '6', numeric: '9750' },
      value: 9750,
    })
    expect(bySymbol.BONK?.quantity.numeric).toBe('1000042.5')
    expect(bySymbol.SOL?.price).toBe(150)
    expect(bySymbol.SOL?.address).toBeUndefined()
    const filtered = await get<{ balances: Balance[] }>(`/v1/account/${owner}/balance`, {
      chainId: node.caipNetworkId,
    })
    expect(filtered.body.balances).toHaveLength(3)
    const other = await get<{ balances: Balance[] }>(`/v1/account/${owner}/balance`, {
      chainId: 'eip155:31337',
    })
    expect(other.body.balances).toEqual([])
    const bad = await get(`/v1/account/${owner}/balance`, { chainId: 'solana' })
    expect(bad.status).toBe(400)
  })

  it('answers history for the requested chain, newest first, without the spam airdrop', async () => {
    const owner = node.accounts[0]!.address
    const res = await get<{ data: HistoryItem[]; next: string | null }>(`/v1/account/${owner}/history`, {
      chainId: node.caipNetworkId,
    })
    expect(res.status).toBe(200)
    const items = res.body.data
    expect(
      items.every((i) => i.metadata.chain === node.caipNetworkId && i.id.startsWith(node.caipNetworkId)),
    ).toBe(true)
    const symbols = items.flatMap((i) => i.transfers.map((t) => t.fungible_info.symbol))
    expect(symbols).not.toContain('CLAIM')
    expect(items.map((i) => i.metadata.operationType)).toEqual([
      'receive',
      'receive',
      'send',
      'send',
      'receive',
    ])
    const usdcSend = items.find((i) =>
      i.transfers.some((t) => t.fungible_info.symbol === 'USDC' && t.direction === 'out'),
    )
    expect(usdcSend?.transfers[0]?.quantity.numeric).toBe('250')
    expect(usdcSend?.metadata.sentTo).toBe(node.accounts[1]!.address)
    const solIn = items[0]!
    expect(solIn.transfers[0]).toMatchObject({ direction: 'in', quantity: { numeric: '0.25' } })
    expect(solIn.metadata.sentFrom).toBe(node.accounts[2]!.address)
    const none = await get<{ data: HistoryItem[] }>(`/v1/account/${owner}/history`, {
      chainId: 'eip155:31337',
    })
    expect(none.body.data).toEqual([])
  })

  it('pages history with a cursor and shows a new transfer once confirmed', async () => {
    const owner = node.accounts[8]!.address
    const signer = await signerFor(node.accounts[8]!.secretKey)
    for (const amount of [1n, 2n, 3n]) {
      const { blockhash, lastValidBlockHeight } = node.ledger.latestBlockhash('processed')
      const tx = await signTransactionMessageWithSigners(
        pipe(
          createTransactionMessage({ version: 0 }),
          (m) => setTransactionMessageFeePayerSigner(signer, m),
          (m) =>
            setTransactionMessageLifetimeUsingBlockhash(
              { blockhash, lastValidBlockHeight: BigInt(lastValidBlockHeight) },
              m,
            ),
          (m) =>
            appendTransactionMessageInstructions(
              [
                getTransferSolInstruction({
                  source: signer,
                  destination: node.accounts[7]!.address,
                  amount: lamports(amount * 1_000_000n),
                }),
              ],
              m,
            ),
        ),
      )
      await fetch(node.rpcUrl, {
        method: 'POST',
        body: JSON.stringify({
          jsonrpc: '2.0',
          id: 1,
          method: 'sendTransaction',
          params: [getBase64EncodedWireTransaction(tx), { encoding: 'base64' }],
        }),
      })
    }
    node.advanceSlots(1) // confirmed
    const first = await get<{ data: HistoryItem[]; next: string | null }>(`/v1/account/${owner}/history`, {
      limit: '2',
    })
    expect(first.body.data.map((i) => i.transfers[0]?.quantity.numeric)).toEqual(['0.003', '0.002'])
    expect(first.body.next).toBe(first.body.data[1]!.metadata.hash)
    const second = await get<{ data: HistoryItem[]; next: string | null }>(`/v1/account/${owner}/history`, {
      limit: '2',
      cursor: first.body.next!,
    })
    expect(second.body.data.map((i) => i.transfers[0]?.quantity.numeric)).toEqual(['0.001'])
    expect(second.body.next).toBeNull()
    expect((await get(`/v1/account/${owner}/history`, { cursor: 'nope' })).status).toBe(400)
  })

  it('answers identity for a Solana address with empty results', async () => {
    const res = await get(`/v1/identity/${node.accounts[0]!.address}`)
    expect(res.status).toBe(200)
    expect(res.body).toEqual({ name: null, avatar: null })
  })

  it('proxies JSON-RPC for the Solana network', async () => {
    const res = await requestJson<{ result: string }>(
      serviceUrl(api.url, '/v1', { chainId: node.caipNetworkId }),
      {
        body: { jsonrpc: '2.0', id: 1, method: 'getGenesisHash' },
      },
    )
    expect(res.body.result).toBe(node.genesisHash)
  })
})
