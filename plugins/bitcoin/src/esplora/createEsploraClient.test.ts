// The Esplora client against the devnet's real node (bcoin behind the facade), and against hostile servers.
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import {
  type BitcoinNode,
  DEVNET_BITCOIN_ACCOUNTS,
  DEVNET_BITCOIN_MINER,
  signTransfer,
  startBitcoinNode,
} from '@airlock/devnet'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { parseBitcoinAddress } from '../address'
import {
  BitcoinBroadcastRejectedError,
  BitcoinError,
  EsploraHttpError,
  EsploraResponseError,
  EsploraUnavailableError,
} from '../errors'
import { bitcoinRegtest } from '../networks'
import type { SpendableOutput } from '../transfer/selectCoins'
import { createEsploraClient, type EsploraClient } from './createEsploraClient'

let node: BitcoinNode
let esplora: EsploraClient
const A = (i: number) => DEVNET_BITCOIN_ACCOUNTS[i] as (typeof DEVNET_BITCOIN_ACCOUNTS)[number]

beforeAll(async () => {
  node = await startBitcoinNode({ blockIntervalMs: false, mineAfterBroadcastMs: false })
  esplora = createEsploraClient({ baseUrl: node.esploraUrl })
}, 120_000)
afterAll(() => node?.stop())

async function spendable(i: number): Promise<SpendableOutput[]> {
  const script = parseBitcoinAddress(A(i).address, bitcoinRegtest).script
  return (await esplora.getUtxos(A(i).address)).map((u) => ({ ...u, script, confirmed: u.status.confirmed }))
}

const fault = (rule: Record<string, unknown>) =>
  fetch(`${node.url}/__devnet/faults`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(rule),
  })

describe('against the devnet node', () => {
  test('balance (confirmed, unconfirmed) and UTXOs agree, as bigint satoshis', async () => {
    const balance = await esplora.getBalance(A(0).address)
    const utxos = await esplora.getUtxos(A(0).address)
    expect(typeof balance.confirmed).toBe('bigint')
    expect(balance.confirmed).toBe(utxos.reduce((s, u) => s + u.value, 0n))
    expect(balance.unconfirmed).toBe(0n)
    expect(balance.txCount.confirmed).toBeGreaterThan(0)
    expect(utxos.every((u) => u.status.confirmed)).toBe(true)
  })

  test('send: broadcast shows as unconfirmed on both sides, then confirmed with its block', async () => {
    const to = A(6).address
    const signed = signTransfer({
      privateKey: A(1).privateKey,
      network: bitcoinRegtest,
      utxos: await spendable(1),
      payments: [{ script: parseBitcoinAddress(to, bitcoinRegtest).script, amount: 3_000_000n }],
      feeRate: (await esplora.getFeeRates()).normal,
    })
    const before = await esplora.getBalance(A(1).address)
    expect(await esplora.broadcast(signed.hex)).toBe(signed.txid)
    const sender = await esplora.getBalance(A(1).address)
    expect(sender.unconfirmed).toBe(-(3_000_000n + signed.selection.fee))
    expect(sender.total).toBe(before.total - 3_000_000n - signed.selection.fee)
    expect((await esplora.getBalance(to)).unconfirmed).toBe(3_000_000n)
    expect(await esplora.getTransactionStatus(signed.txid)).toEqual({ confirmed: false })
    const page = await esplora.getTransactions(to)
    expect(page.transactions[0]?.txid).toBe(signed.txid)
    const [block] = await node.mine(1)
    expect(await esplora.getTransactionStatus(signed.txid)).toMatchObject({
      confirmed: true,
      block_hash: block,
    })
    expect(await esplora.getTipHash()).toBe(block)
    const tx = await esplora.getTransaction(signed.txid)
    expect(tx.fee).toBe(signed.selection.fee)
    expect(tx.vout[0]).toMatchObject({ scriptpubkey_address: to, value: 3_000_000n })
    expect(await esplora.getTransactionHex(signed.txid)).toBe(signed.hex)
  })

  test('the node’s refusals become BitcoinBroadcastRejectedError of the right kind', async () => {
    const coin = (await spendable(3)).slice(0, 1)
    const pay = (sats: bigint) =>
      signTransfer({
        privateKey: A(3).privateKey,
        network: bitcoinRegtest,
        utxos: coin,
        payments: [{ script: parseBitcoinAddress(A(8).address, bitcoinRegtest).script, amount: sats }],
        feeRate: 2,
      })
    await esplora.broadcast(pay(1_000_000n).hex)
    const doubleSpend = await esplora.broadcast(pay(2_000_000n).hex).catch((e: unknown) => e)
    expect(doubleSpend).toBeInstanceOf(BitcoinBroadcastRejectedError)
    expect((doubleSpend as BitcoinBroadcastRejectedError).kind).toBe('double-spend')
    expect((doubleSpend as BitcoinBroadcastRejectedError).messageKey).toBe('doubleSpend')
    // a signature with one bit flipped, spending another account's coin
    const good = signTransfer({
      privateKey: A(4).privateKey,
      network: bitcoinRegtest,
      utxos: await spendable(4),
      payments: [{ script: parseBitcoinAddress(A(8).address, bitcoinRegtest).script, amount: 1_500_000n }],
      feeRate: 2,
    }).hex
    const sig = /02(47304402|483045)/.exec(good)
    expect(sig).not.toBeNull()
    const at = (sig?.index ?? 0) + 20
    const forged = good.slice(0, at) + (good[at] === '0' ? '1' : '0') + good.slice(at + 1)
    const bad = await esplora.broadcast(forged).catch((e: unknown) => e)
    expect(bad).toBeInstanceOf(BitcoinBroadcastRejectedError)
    expect((bad as BitcoinBroadcastRejectedError).kind).toBe('invalid-signature')
    expect((bad as BitcoinBroadcastRejectedError).messageKey).toBe('invalidSignature')
    expect(await esplora.broadcast(good)).toMatch(/^[0-9a-f]{64}$/)
    await expect(esplora.broadcast('xyz')).rejects.toBeInstanceOf(BitcoinBroadcastRejectedError)
  })

  test('pages of transactions follow `next` until the last page', async () => {
    const first = await esplora.getTransactions(DEVNET_BITCOIN_MINER.address)
    expect(first.next).toBeDefined()
    const second = await esplora.getTransactions(DEVNET_BITCOIN_MINER.address, first.next)
    expect(second.transactions.length).toBeGreaterThan(0)
    expect(second.transactions.map((t) => t.txid)).not.toContain(first.next)
    const few = await esplora.getTransactions(A(2).address)
    expect(few.next).toBeUndefined()
  })

  test('fee rates and tip height', async () => {
    expect(await esplora.getFeeRates()).toEqual({ fast: 20, normal: 10, slow: 5 })
    node.setFeeTable({ 1: 8, 3: 4, 6: 2 })
    expect(await esplora.getFeeRates()).toEqual({ fast: 8, normal: 4, slow: 2 })
    expect(await esplora.getTipHeight()).toBeGreaterThan(100)
  })

  test('a failing or silent service is EsploraHttpError / EsploraUnavailableError / EsploraResponseError', async () => {
    await fault({ route: '/api/address/*', kind: '500', count: 1 })
    await expect(esplora.getBalance(A(0).address)).rejects.toBeInstanceOf(EsploraHttpError)
    await fault({ route: '/api/blocks/tip/height', kind: 'timeout', count: 1 })
    const quick = createEsploraClient({ baseUrl: node.esploraUrl, timeoutMs: 300 })
    const timeout = await quick.getTipHeight().catch((e: unknown) => e)
    expect(timeout).toBeInstanceOf(EsploraUnavailableError)
    expect((timeout as EsploraUnavailableError).messageKey).toBe('serviceUnavailable')
    await fault({ route: '/api/fee-estimates', kind: 'malformed', count: 1 })
    await expect(esplora.getFeeRates()).rejects.toBeInstanceOf(EsploraResponseError)
    await fault({ route: '/api/tx', kind: '503', count: 1, method: 'POST' })
    await expect(esplora.broadcast('00')).rejects.toBeInstanceOf(EsploraHttpError)
    const down = createEsploraClient({ baseUrl: 'http://127.0.0.1:9/api', timeoutMs: 2000 })
    await expect(down.getTipHeight()).rejects.toBeInstanceOf(EsploraUnavailableError)
    await expect(esplora.getBalance('a/../b')).rejects.toBeInstanceOf(EsploraResponseError)
  })
})

describe('against a hostile server', () => {
  test('whatever a server answers, every call resolves with checked data or throws a BitcoinError', async () => {
    const bodies = [
      '',
      'null',
      '[]',
      '{}',
      '{"address":"x","chain_stats":{"funded_txo_sum":-1}}',
      '[{"txid":"00","vout":0,"value":1,"status":{"confirmed":true}}]',
      `[{"txid":"${'a'.repeat(64)}","vout":0,"value":1.5,"status":{"confirmed":true}}]`,
      '{"1": "fast"}',
      'abc',
      '12x',
      '{"confirmed": "yes"}',
      '\u0000\u0001',
      JSON.stringify({ ['__proto__']: { polluted: true } }),
    ]
    let next = 0
    const server = createServer((_req, res) => {
      const status = [200, 200, 200, 400, 404, 502][next % 6] as number
      res.writeHead(status, { 'content-type': 'application/json' })
      res.end(bodies[next++ % bodies.length])
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const client = createEsploraClient({
      baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
      timeoutMs: 2000,
    })
    const calls: Array<() => Promise<unknown>> = [
      () => client.getBalance(A(0).address),
      () => client.getUtxos(A(0).address),
      () => client.getTransactions(A(0).address),
      () => client.getTransaction('a'.repeat(64)),
      () => client.getTransactionStatus('a'.repeat(64)),
      () => client.getTransactionHex('a'.repeat(64)),
      () => client.broadcast('00'),
      () => client.getFeeRates(),
      () => client.getTipHeight(),
      () => client.getTipHash(),
    ]
    try {
      for (let round = 0; round < 6; round++) {
        for (const call of calls) {
          const outcome = await call().then(
            () => 'ok',
            (e: unknown) => e,
          )
          if (outcome !== 'ok') expect(outcome).toBeInstanceOf(BitcoinError)
        }
      }
      expect(({} as Record<string, unknown>).polluted).toBeUndefined()
    } finally {
      server.close()
    }
  })
})
