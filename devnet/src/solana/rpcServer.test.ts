import { getBase64Decoder } from '@solana/kit'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import WebSocket from 'ws'
import { associatedTokenAddress } from './seedSolana'
import { DEVNET_SOLANA_GENESIS_HASH, TOKEN_PROGRAM_ID } from './solanaConstants'
import { type SolanaNode, startSolanaNode } from './startSolanaNode'

// biome-ignore lint/suspicious/noExplicitAny: JSON-RPC answers are read field by field in the assertions
type Json = any

let node: SolanaNode

beforeAll(async () => {
  node = await startSolanaNode({ slotMs: 100 })
  console.info(`Solana devnet node start-up (ledger + seed + listeners): ${node.startupMs} ms`)
})
afterAll(() => node?.stop())

async function rpc(body: unknown): Promise<Json> {
  const res = await fetch(node.rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  expect(res.status).toBe(200)
  return res.json()
}
const call = (method: string, params?: unknown[]) =>
  rpc({ jsonrpc: '2.0', id: 1, method, ...(params ? { params } : {}) })

function openSocket(url: string): Promise<{ ws: WebSocket; next(): Promise<Json> }> {
  const ws = new WebSocket(url)
  const queue: Json[] = []
  const waiters: Array<(m: Json) => void> = []
  ws.on('message', (data) => {
    const message = JSON.parse(data.toString())
    const waiter = waiters.shift()
    if (waiter) waiter(message)
    else queue.push(message)
  })
  return new Promise((resolve, reject) => {
    ws.once('error', reject)
    ws.once('open', () =>
      resolve({
        ws,
        next: () => (queue.length ? Promise.resolve(queue.shift()) : new Promise((r) => waiters.push(r))),
      }),
    )
  })
}

describe('Solana node JSON-RPC', () => {
  // (How fast it starts is a benchmark's question, not a test's: startupMs goes to BENCHMARKS.md.)
  it('starts and answers cluster methods', async () => {
    expect(node.startupMs).toBeGreaterThan(0)
    expect((await call('getGenesisHash')).result).toBe(DEVNET_SOLANA_GENESIS_HASH)
    expect((await call('getHealth')).result).toBe('ok')
    expect((await call('getVersion')).result['solana-core']).toMatch(/^\d+\.\d+\.\d+$/)
    const epoch = (await call('getEpochInfo', [{ commitment: 'processed' }])).result
    expect(epoch).toMatchObject({ epoch: 0, slotsInEpoch: 432000 })
    expect(epoch.blockHeight).toBe(epoch.absoluteSlot)
    expect((await fetch(`${node.rpcUrl}/health`)).status).toBe(200)
  })

  it('answers batches in order, with per-request errors', async () => {
    const replies = await rpc([
      { jsonrpc: '2.0', id: 1, method: 'getSlot', params: [{ commitment: 'processed' }] },
      { jsonrpc: '2.0', id: 2, method: 'getSlot', params: [{ commitment: 'finalized' }] },
      { jsonrpc: '2.0', id: 3, method: 'noSuchMethod' },
      { jsonrpc: '2.0', id: 4, method: 'getBalance', params: ['not-an-address'] },
      { jsonrpc: '2.0', id: 5, method: 'getLatestBlockhash' },
    ])
    expect(replies.map((r: { id: number }) => r.id)).toEqual([1, 2, 3, 4, 5])
    expect(replies[0].result - replies[1].result).toBe(node.ledger.finalizeDepth)
    expect(replies[2].error.code).toBe(-32601)
    expect(replies[3].error.code).toBe(-32602)
    const { context, value } = replies[4].result
    expect(context).toEqual({ slot: expect.any(Number), apiVersion: expect.any(String) })
    expect(value.lastValidBlockHeight).toBe(context.slot + 150)
  })

  it('refuses malformed requests clearly', async () => {
    const res = await fetch(node.rpcUrl, { method: 'POST', body: '{oops' })
    expect((await res.json()).error.code).toBe(-32700)
    expect((await rpc([])).error.code).toBe(-32600)
    expect((await call('getBalance', [])).error.code).toBe(-32602)
    expect((await call('sendTransaction', ['!!!', { encoding: 'base64' }])).error.code).toBe(-32602)
    expect((await call('getSlot', [{ commitment: 'soon' }])).error.code).toBe(-32602)
    const preflight = await fetch(node.rpcUrl, { method: 'OPTIONS' })
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*')
  })

  it('serves mints and token accounts as base64 and jsonParsed', async () => {
    const usdc = node.mints.usdc.address
    const mint = (await call('getAccountInfo', [usdc, { encoding: 'jsonParsed' }])).result.value
    expect(mint.owner).toBe(TOKEN_PROGRAM_ID)
    expect(mint.data).toMatchObject({
      program: 'spl-token',
      parsed: { type: 'mint', info: { decimals: 6, isInitialized: true } },
    })
    const raw = (await call('getAccountInfo', [usdc, { encoding: 'base64' }])).result.value
    expect(raw.data[1]).toBe('base64')
    expect(raw.space).toBe(82)
    const owner = node.accounts[1]!.address
    const ata = await associatedTokenAddress(owner, usdc)
    const [token, missing] = (
      await call('getMultipleAccounts', [
        [ata, node.accounts[9]!.address.replace(/.$/, '2')],
        { encoding: 'jsonParsed' },
      ])
    ).result.value
    expect(token.data.parsed.info).toMatchObject({
      owner,
      mint: usdc,
      tokenAmount: { amount: '10250000000', uiAmountString: '10250' },
    })
    expect(missing === null || typeof missing === 'object').toBe(true)
    const byOwner = (
      await call('getTokenAccountsByOwner', [
        owner,
        { programId: TOKEN_PROGRAM_ID },
        { encoding: 'jsonParsed' },
      ])
    ).result.value
    expect(byOwner.map((a: { account: Json }) => a.account.data.parsed.info.mint).sort()).toEqual(
      [node.mints.bonk.address, usdc].sort(),
    )
    const byMint = (await call('getTokenAccountsByOwner', [owner, { mint: usdc }, { encoding: 'base64' }]))
      .result.value
    expect(byMint).toHaveLength(1)
    expect((await call('getTokenAccountBalance', [ata])).result.value.decimals).toBe(6)
    expect((await call('getTokenAccountBalance', [owner])).error.code).toBe(-32602)
  })

  it('keeps history: getSignaturesForAddress and getTransaction', async () => {
    const owner = node.accounts[0]!.address
    const sigs = (await call('getSignaturesForAddress', [owner, { limit: 10 }])).result
    expect(sigs.length).toBeGreaterThanOrEqual(4)
    expect(sigs[0].blockTime).toBeGreaterThanOrEqual(sigs.at(-1).blockTime)
    expect(sigs.every((s: { confirmationStatus: string }) => s.confirmationStatus === 'finalized')).toBe(true)
    const v0 = await call('getTransaction', [sigs[0].signature, { encoding: 'json' }])
    expect(v0.error.code).toBe(-32015)
    const tx = (
      await call('getTransaction', [
        sigs[0].signature,
        { encoding: 'json', maxSupportedTransactionVersion: 0 },
      ])
    ).result
    expect(tx.transaction.signatures[0]).toBe(sigs[0].signature)
    expect(tx.meta.status).toEqual({ Ok: null })
    const b64 = (
      await call('getTransaction', [
        sigs[0].signature,
        { encoding: 'base64', maxSupportedTransactionVersion: 0 },
      ])
    ).result
    expect(b64.transaction[1]).toBe('base64')
    expect((await call('getTransaction', [sigs[0].signature, { commitment: 'processed' }])).error.code).toBe(
      -32602,
    )
  })

  it('estimates fees for a message and refuses an expired one', async () => {
    const sig = node.ledger.signaturesFor(node.accounts[0]!.address)[0]!
    const message = getBase64Decoder().decode(sig.decoded.transaction.messageBytes)
    expect((await call('getFeeForMessage', [message])).result.value).toBe(5000)
    node.advanceSlots(151) // past the blockhash's validity: a node answers null
    expect((await call('getFeeForMessage', [message])).result.value).toBeNull()
    expect((await call('getFeeForMessage', ['@@'])).error.code).toBe(-32602)
    expect((await call('getRecentPrioritizationFees', [[]])).result).toEqual([])
    expect((await call('getMinimumBalanceForRentExemption', [165])).result).toBe(2039280)
  })

  it('airdrops and notifies account and signature subscribers over WebSocket on port + 1', async () => {
    const target = node.accounts[7]!.address
    const { ws, next } = await openSocket(node.wsUrl)
    ws.send(JSON.stringify({ jsonrpc: '2.0', method: 'ping' })) // kit's idle ping: ignored
    ws.send(
      JSON.stringify({
        jsonrpc: '2.0',
        id: 1,
        method: 'accountSubscribe',
        params: [target, { commitment: 'confirmed', encoding: 'base64' }],
      }),
    )
    const accountSub = (await next()).result
    ws.send(JSON.stringify({ jsonrpc: '2.0', id: 2, method: 'slotSubscribe' }))
    const slotSub = (await next()).result
    let slotNote = await next()
    expect(slotNote.method).toBe('slotNotification')
    expect(slotNote.params.subscription).toBe(slotSub)
    expect(slotNote.params.result.parent).toBe(slotNote.params.result.slot - 1)
    ws.send(JSON.stringify({ jsonrpc: '2.0', id: 3, method: 'slotUnsubscribe', params: [slotSub] }))
    while (slotNote.id !== 3) slotNote = await next()
    expect(slotNote.result).toBe(true)
    const signature = (await call('requestAirdrop', [target, 5_000_000_000, { commitment: 'confirmed' }]))
      .result
    expect(typeof signature).toBe('string')
    let note = await next()
    while (note.method !== 'accountNotification') note = await next()
    expect(note.params.subscription).toBe(accountSub)
    expect(note.params.result.value.lamports).toBe(1_005_000_000_000)
    ws.send(JSON.stringify({ jsonrpc: '2.0', id: 4, method: 'accountUnsubscribe', params: [accountSub] }))
    expect((await next()).result).toBe(true)
    ws.send(JSON.stringify({ jsonrpc: '2.0', id: 5, method: 'accountUnsubscribe', params: [accountSub] }))
    expect((await next()).error.code).toBe(-32602)
    ws.close()
  })
})
