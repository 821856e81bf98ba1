// The devnet's Bitcoin node through its Esplora facade: the seed, a transaction signed by a devnet key
// accepted and mined, a double spend and a bad signature refused by the node itself, every endpoint.
import { bitcoinRegtest, hexToBytes, parseBitcoinAddress, type SpendableOutput } from '@airlock/bitcoin'
import { RawTx } from '@scure/btc-signer'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { signTransfer } from '../wallet/bitcoin/signTransfer'
import { BlockMiner } from './BlockMiner'
import { BcoinClient } from './bcoinClient'
import { DEVNET_BITCOIN_ACCOUNTS, DEVNET_BITCOIN_MINER } from './bitcoinAccounts'
import type { EsploraTx } from './esplora/esploraTx'
import { DEFAULT_FEE_TABLE } from './esplora/feeEstimates'
import { SEED_FUNDING, SEED_TRANSFERS } from './seedBitcoin'
import { type BitcoinNode, startBitcoinNode } from './startBitcoinNode'

let node: BitcoinNode
const account = (i: number) => DEVNET_BITCOIN_ACCOUNTS[i] as (typeof DEVNET_BITCOIN_ACCOUNTS)[number]

beforeAll(async () => {
  node = await startBitcoinNode({ blockIntervalMs: false, mineAfterBroadcastMs: false })
}, 120_000)
afterAll(() => node?.stop())

async function get<T>(path: string): Promise<T> {
  const response = await fetch(`${node.esploraUrl}${path}`)
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`)
  return (
    response.headers.get('content-type')?.includes('json') ? response.json() : response.text()
  ) as Promise<T>
}

async function post(path: string, body: string) {
  const response = await fetch(`${node.esploraUrl}${path}`, { method: 'POST', body })
  return { status: response.status, text: await response.text() }
}

async function control(path: string, method: string, body?: unknown) {
  const response = await fetch(`${node.url}/__devnet/bitcoin/${path}`, {
    method,
    headers: { 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  })
  return { status: response.status, body: (await response.json()) as unknown }
}

/** The address's UTXOs read from the facade, as the plugin's coin selection takes them. */
async function utxosOf(address: string): Promise<SpendableOutput[]> {
  const script = parseBitcoinAddress(address, bitcoinRegtest).script
  const list = await get<
    Array<{ txid: string; vout: number; value: number; status: { confirmed: boolean } }>
  >(`/address/${address}/utxo`)
  return list.map((u) => ({
    txid: u.txid,
    vout: u.vout,
    value: BigInt(u.value),
    script,
    confirmed: u.status.confirmed,
  }))
}

function transfer(from: number, to: string, sats: bigint, utxos: SpendableOutput[], feeRate = 3) {
  return signTransfer({
    privateKey: account(from).privateKey,
    network: bitcoinRegtest,
    utxos,
    payments: [{ script: parseBitcoinAddress(to, bitcoinRegtest).script, amount: sats }],
    feeRate,
  })
}

const rejection = (text: string) => {
  const match = /^sendrawtransaction RPC error: (\{.*\})$/.exec(text)
  return match ? (JSON.parse(match[1] as string) as { code: number; message: string }) : undefined
}

describe('the node and its network definition', () => {
  test("regtest's genesis block is the network definition's; addresses use Core's bcrt prefix", async () => {
    expect(await get<string>('/block-height/0')).toBe(bitcoinRegtest.genesisHash)
    expect(node.caipNetworkId).toBe('bip122:0f9188f13cb7b2c71f2a335e3a4fc328')
    expect(node.network.esploraUrl).toBe(node.esploraUrl)
    expect(account(0).address.startsWith('bcrt1q')).toBe(true)
    const tip = Number(await get<string>('/blocks/tip/height'))
    expect(tip).toBeGreaterThan(100) // coinbase maturity reached at seed
    expect(await get<string>('/blocks/tip/hash')).toBe(await get<string>(`/block-height/${tip}`))
    const block = await get<{ id: string; height: number; timestamp: number }>(
      `/block/${await get<string>('/blocks/tip/hash')}`,
    )
    expect(block.height).toBe(tip)
    expect(Math.abs(block.timestamp - Date.now() / 1000)).toBeLessThan(3600) // the last seed block is now
  })

  test('the seed funded the accounts and wrote back-dated transfers (balance = stats = UTXOs)', async () => {
    const address = account(0).address
    const stats = await get<{ chain_stats: Record<string, number>; mempool_stats: Record<string, number> }>(
      `/address/${address}`,
    )
    const txs = await get<EsploraTx[]>(`/address/${address}/txs`)
    const utxos = await utxosOf(address)
    const balance = stats.chain_stats.funded_txo_sum! - stats.chain_stats.spent_txo_sum!
    expect(utxos.reduce((s, u) => s + u.value, 0n)).toBe(BigInt(balance))
    // funding + three transfers involving account 0
    expect(stats.chain_stats.tx_count).toBe(1 + SEED_TRANSFERS.filter(([a, b]) => a === 0 || b === 0).length)
    expect(txs).toHaveLength(stats.chain_stats.tx_count!)
    const sent = txs.find((t) => t.vin.some((i) => i.prevout?.scriptpubkey_address === address)) as EsploraTx
    const funded = SEED_FUNDING[0]!.amounts.reduce((s, a) => s + a, 0n)
    const received = SEED_TRANSFERS.filter(([, to]) => to === 0).reduce((s, [, , sats]) => s + sats, 0n)
    const paid = SEED_TRANSFERS.filter(([from]) => from === 0).reduce((s, [, , sats]) => s + sats, 0n)
    expect(BigInt(balance)).toBe(funded + received - paid - BigInt(sent.fee))
    // newest first, every one confirmed, spread over the past days
    const times = txs.map((t) => t.status.block_time as number)
    expect([...times].sort((a, b) => b - a)).toEqual(times)
    expect(times[0]! - times.at(-1)!).toBeGreaterThan(2 * 86_400)
    expect(stats.mempool_stats.tx_count).toBe(0)
  })
})

describe('transactions', () => {
  test('a transaction signed with a devnet key is accepted, listed as pending, then mined', async () => {
    const to = account(7).address
    const before = await get<{ chain_stats: { funded_txo_sum: number } }>(`/address/${to}`)
    const signed = transfer(3, to, 12_345_678n, await utxosOf(account(3).address))
    const accepted = await post('/tx', signed.hex)
    expect(accepted).toEqual({ status: 200, text: signed.txid })
    expect(await get(`/tx/${signed.txid}/status`)).toEqual({ confirmed: false })
    const pending = await get<{ mempool_stats: { funded_txo_sum: number; tx_count: number } }>(
      `/address/${to}`,
    )
    expect(pending.mempool_stats).toMatchObject({ funded_txo_sum: 12_345_678, tx_count: 1 })
    expect((await get<EsploraTx[]>(`/address/${to}/txs/mempool`)).map((t) => t.txid)).toEqual([signed.txid])
    expect(await get<string[]>('/mempool/txids')).toContain(signed.txid)
    const [hash] = await node.mine(1)
    const status = await get<{ confirmed: boolean; block_hash: string; block_height: number }>(
      `/tx/${signed.txid}/status`,
    )
    expect(status).toMatchObject({ confirmed: true, block_hash: hash })
    const after = await get<{ chain_stats: { funded_txo_sum: number } }>(`/address/${to}`)
    expect(after.chain_stats.funded_txo_sum - before.chain_stats.funded_txo_sum).toBe(12_345_678)
    const tx = await get<EsploraTx>(`/tx/${signed.txid}`)
    expect(tx.fee).toBe(Number(signed.selection.fee))
    expect(tx.vout.map((o) => o.scriptpubkey_address)).toEqual([to, account(3).address])
    expect(Math.ceil(tx.weight / 4)).toBeLessThanOrEqual(signed.selection.vsize)
    expect(await get<string>(`/tx/${signed.txid}/hex`)).toBe(signed.hex)
    const raw = new Uint8Array(await (await fetch(`${node.esploraUrl}/tx/${signed.txid}/raw`)).arrayBuffer())
    expect(raw).toEqual(hexToBytes(signed.hex))
  })

  test('a double spend is refused by the node: first in the mempool, then once the first is mined', async () => {
    const utxos = await utxosOf(account(4).address)
    const coin = utxos.slice(0, 1)
    const first = transfer(4, account(8).address, 1_000_000n, coin)
    const second = transfer(4, account(9).address, 2_000_000n, coin)
    expect((await post('/tx', first.hex)).status).toBe(200)
    const inMempool = await post('/tx', second.hex)
    expect(inMempool.status).toBe(400)
    expect(rejection(inMempool.text)).toEqual({ code: -25, message: 'bad-txns-inputs-spent' })
    await node.mine(1)
    const afterMined = await post('/tx', second.hex)
    expect(rejection(afterMined.text)).toEqual({ code: -25, message: 'bad-txns-inputs-missingorspent' })
    // the same transaction again is known to the node
    expect(rejection((await post('/tx', first.hex)).text)?.code).toBe(-27)
    expect((await get<string[]>('/mempool/txids')).includes(second.txid)).toBe(false)
  })

  test('a bad signature is refused by the node’s script verification', async () => {
    const signed = transfer(2, account(6).address, 500_000n, await utxosOf(account(2).address))
    const tx = RawTx.decode(hexToBytes(signed.hex))
    const witness = tx.witnesses?.[0] as Uint8Array[]
    const signature = Uint8Array.from(witness[0] as Uint8Array)
    signature[signature.length - 5] = (signature[signature.length - 5] as number) ^ 0x01 // one bit of s
    const forged = RawTx.encode({
      ...tx,
      witnesses: [[signature, witness[1] as Uint8Array], ...(tx.witnesses?.slice(1) ?? [])],
    })
    const refused = await post('/tx', Buffer.from(forged).toString('hex'))
    expect(refused.status).toBe(400)
    const reason = rejection(refused.text)
    expect(reason?.code).toBe(-26)
    expect(reason?.message).toMatch(/script-verify-flag/)
    // signed by another key: the public key does not match the output's hash
    const other = RawTx.encode({ ...tx, witnesses: [[witness[0] as Uint8Array, account(5).publicKey]] })
    expect(rejection((await post('/tx', Buffer.from(other).toString('hex'))).text)?.code).toBe(-26)
    expect((await get<string[]>('/mempool/txids')).length).toBe(0)
    // the untouched transaction is fine
    expect((await post('/tx', signed.hex)).status).toBe(200)
  })

  test('malformed broadcasts and lookups get Esplora’s plain-text errors', async () => {
    expect(rejection((await post('/tx', 'zz')).text)).toEqual({ code: -22, message: 'TX decode failed' })
    expect(rejection((await post('/tx', '0200000000')).text)?.code).toBe(-22)
    const bad = await fetch(`${node.esploraUrl}/address/bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4`)
    expect([bad.status, await bad.text()]).toEqual([400, 'Invalid Bitcoin address'])
    const unknown = await fetch(`${node.esploraUrl}/tx/${'ab'.repeat(32)}`)
    expect([unknown.status, await unknown.text()]).toEqual([404, 'Transaction not found'])
    expect((await fetch(`${node.esploraUrl}/tx/xyz/status`)).status).toBe(400)
    expect((await fetch(`${node.esploraUrl}/block-height/999999`)).status).toBe(404)
  })
})

describe('history, fees and controls', () => {
  test('an address’s confirmed transactions page by 25 after the last seen txid, newest first', async () => {
    const address = DEVNET_BITCOIN_MINER.address
    const first = await get<EsploraTx[]>(`/address/${address}/txs/chain`)
    expect(first).toHaveLength(25)
    const second = await get<EsploraTx[]>(`/address/${address}/txs/chain/${first.at(-1)?.txid}`)
    expect(second.length).toBeGreaterThan(0)
    const heights = [...first, ...second].map((t) => t.status.block_height as number)
    expect([...heights].sort((a, b) => b - a)).toEqual(heights)
    expect(new Set([...first, ...second].map((t) => t.txid)).size).toBe(first.length + second.length)
    const coinbase = second.find((t) => t.vin[0]?.is_coinbase) as EsploraTx
    expect(coinbase.vin[0]).toMatchObject({ prevout: null, vout: 0xffffffff })
    expect(coinbase.fee).toBe(0)
    expect(await get(`/address/${address}/txs/chain/${'0'.repeat(64)}`)).toEqual([])
  })

  test('fee estimates follow the table; the control route changes and restores it', async () => {
    const estimates = await get<Record<string, number>>('/fee-estimates')
    expect(Object.keys(estimates)).toHaveLength(28)
    expect(estimates['1']).toBe(DEFAULT_FEE_TABLE[1])
    expect(estimates['144']).toBe(DEFAULT_FEE_TABLE[144])
    expect(estimates['4']).toBe(DEFAULT_FEE_TABLE[3]) // between entries: the lower target's rate
    expect((await control('fee-estimates', 'PUT', { 1: 42, 6: 7 })).status).toBe(200)
    expect(await get('/v1/fees/recommended')).toEqual({
      fastestFee: 42,
      halfHourFee: 42,
      hourFee: 7,
      economyFee: 7,
      minimumFee: 1,
    })
    expect((await control('fee-estimates', 'PUT', { 1: -1 })).status).toBe(400)
    await control('fee-estimates', 'DELETE')
    expect((await get<Record<string, number>>('/fee-estimates'))['1']).toBe(DEFAULT_FEE_TABLE[1])
  })

  test('the faucet sends from the miner; mine returns the new blocks; faults reach the facade', async () => {
    const to = account(9).address
    const { body } = await control('faucet', 'POST', { address: to, sats: '250000' })
    const { txid } = body as { txid: string }
    expect((await get<EsploraTx>(`/tx/${txid}`)).vout[0]?.value).toBe(250_000)
    const mined = (await control('mine', 'POST', { blocks: 2 })).body as { hashes: string[]; height: number }
    expect(mined.hashes).toHaveLength(2)
    expect(mined.height).toBe(Number(await get<string>('/blocks/tip/height')))
    expect(
      (await control('faucet', 'POST', { address: 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4', sats: 1 }))
        .status,
    ).toBe(400)
    const fault = await fetch(`${node.url}/__devnet/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ route: '/api/fee-estimates', kind: '500', count: 1 }),
    })
    expect(fault.status).toBe(201)
    expect((await fetch(`${node.esploraUrl}/fee-estimates`)).status).toBe(500)
    expect((await fetch(`${node.esploraUrl}/fee-estimates`)).status).toBe(200)
  })

  test('the miner mines on its timer and once for broadcasts close together; stop waits for the block in flight', async () => {
    await expect(new BcoinClient(node.nodeUrl, 'wrong-key').tip()).rejects.toThrow() // bcoin's API needs the devnet's key
    const height = async () => Number(await get<string>('/blocks/tip/height'))
    const timer = new BlockMiner(node.client, DEVNET_BITCOIN_MINER.address, {
      intervalMs: 50,
      afterBroadcastMs: false,
    })
    const mined = new Promise<string[]>((resolve) => timer.onMined(resolve))
    const start = await height()
    timer.start()
    expect(await mined).toHaveLength(1)
    await timer.stop()
    const stopped = await height()
    expect(stopped).toBeGreaterThan(start)
    const after = new BlockMiner(node.client, DEVNET_BITCOIN_MINER.address, {
      intervalMs: false,
      afterBroadcastMs: 30,
    })
    const blocks: string[] = []
    after.onMined((hashes) => blocks.push(...hashes))
    const once = new Promise<void>((resolve) => after.onMined(() => resolve()))
    after.afterBroadcast()
    after.afterBroadcast()
    after.afterBroadcast()
    await once
    await after.stop()
    expect(blocks).toHaveLength(1)
    expect(await height()).toBe(stopped + 1)
  })
})

describe('stop', () => {
  test('ends the bcoin process and closes the facade; a second stop is a no-op', async () => {
    const pid = node.pid
    const alive = () => {
      try {
        process.kill(pid, 0)
        return true
      } catch {
        return false
      }
    }
    expect(alive()).toBe(true)
    await node.stop()
    expect(alive()).toBe(false)
    await expect(fetch(`${node.esploraUrl}/blocks/tip/height`)).rejects.toThrow()
    await node.stop()
  })
})
