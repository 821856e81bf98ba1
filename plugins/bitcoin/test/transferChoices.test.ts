// The Bitcoin adapter's transfer choices against the devnet's real node (bcoin regtest behind its Esplora
// facade): the speeds offered with their fees, the visitor's pick carried by the prepared transfer
// (`withTransferChoice`), and the fee the node charged being the chosen speed's.
import { type BitcoinNode, DEVNET_BITCOIN_ACCOUNTS, startBitcoinNode } from '@airlock/devnet'
import {
  InvalidSendParametersError,
  type TransferChoices,
  transferChoicesOf,
  withTransferChoice,
} from '@airlock/kernel'
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest'
import { createBitcoinAdapter } from '../src/adapter/createBitcoinAdapter'
import { toCaipNetwork } from '../src/caipNetwork'
import { createEsploraClient } from '../src/esplora/createEsploraClient'
import { BITCOIN_MESSAGES } from '../src/messages'
import { parseBitcoinOptions } from '../src/options'
import { memoryWallets, testBitcoinWallet } from './testWallet'

const A = (i: number) => DEVNET_BITCOIN_ACCOUNTS[i] as (typeof DEVNET_BITCOIN_ACCOUNTS)[number]
let node: BitcoinNode

beforeAll(async () => {
  node = await startBitcoinNode({ blockIntervalMs: false, mineAfterBroadcastMs: false })
}, 120_000)
afterAll(() => node?.stop())

const cleanups: (() => void)[] = []
afterEach(async () => {
  for (const c of cleanups.splice(0)) c()
  await fetch(`${node.url}/__devnet/bitcoin/fee-estimates`, { method: 'DELETE' })
})

/** An adapter on the node's network with a wallet of account `i`, connected. */
async function connected(i: number) {
  const { wallet, control } = testBitcoinWallet([A(i).privateKeyHex], node.network)
  const caip = toCaipNetwork(node.network)
  const adapter = createBitcoinAdapter(
    parseBitcoinOptions({ networks: [node.network], wallets: memoryWallets([wallet]), pollIntervalMs: 50 }),
    [caip],
  )
  adapter.attach({
    accountsChanged: () => {},
    chainChanged: () => {},
    disconnected: () => {},
    beforeRequest: async () => {},
  })
  cleanups.push(() => adapter.dispose())
  await adapter.connect({ connectorId: 'bip122:Test Bitcoin Wallet' })
  return { adapter, control, caip }
}

async function setEstimates(estimates: Record<number, number>) {
  const put = await fetch(`${node.url}/__devnet/bitcoin/fee-estimates`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(estimates),
  })
  expect(put.ok).toBe(true)
}

const esplora = () => createEsploraClient({ baseUrl: node.esploraUrl })

describe('Bitcoin transfer choices on the devnet node', () => {
  test('slow, normal and fast offered with their fees; the pick is the rate the node was paid', async () => {
    const { adapter, caip, control } = await connected(1)
    await setEstimates({ 1: 20.5, 3: 5.25, 6: 1.5 })
    const prepared = await adapter.prepareTransfer({
      to: A(3).address,
      amount: 50_000n,
      network: caip,
      address: A(1).address,
    })
    const offered = (await transferChoicesOf(adapter, prepared)) as TransferChoices
    expect(offered.selected).toBe('normal') // the plugin's default speed
    expect(offered.label).toEqual({ namespace: 'bitcoin', key: 'speed' })
    expect(offered.choices.map((c) => c.id)).toEqual(['slow', 'normal', 'fast'])
    // every label is a text of the plugin's catalogue (so the UI shows it in the visitor's language)
    for (const c of offered.choices) {
      expect(c.label).toEqual({ namespace: 'bitcoin', key: c.id })
      expect(BITCOIN_MESSAGES.en).toHaveProperty(c.id)
    }
    const fees = Object.fromEntries(offered.choices.map((c) => [c.id, c.fee.amount]))
    expect(fees.fast).toBeGreaterThan(fees.normal as bigint)
    expect(fees.normal).toBeGreaterThan(fees.slow as bigint)
    // the default's fee is what estimateFee reports for the prepared transfer as it is
    expect((await adapter.estimateFee(prepared)).amount).toBe(fees.normal)
    expect(control.calls).toEqual(['bitcoin:connect']) // all known before the wallet is asked

    const fast = withTransferChoice(prepared, offered, 'fast')
    expect(await adapter.estimateFee(fast)).toEqual({ amount: fees.fast, decimals: 8, symbol: 'BTC' })
    expect((await transferChoicesOf(adapter, fast))?.selected).toBe('fast')
    const txid = await adapter.sendTransfer(fast)
    const tx = await esplora().getTransaction(txid)
    // the node charged the fast fee: at least 20.5 sat/vB of the transaction's real size
    expect(BigInt(tx.fee)).toBe(fees.fast)
    expect(Number(tx.fee) / Math.ceil(tx.weight / 4)).toBeGreaterThanOrEqual(20.5)
    await node.mine(1)
  })

  test('prepareTransfer takes the chosen id; an id that is not a speed is refused, before the wallet', async () => {
    const { adapter, caip, control } = await connected(2)
    await setEstimates({ 1: 12, 3: 6, 6: 2 })
    const params = { to: A(3).address, amount: 30_000n, network: caip, address: A(2).address }
    const slow = await adapter.prepareTransfer({ ...params, choice: 'slow' })
    expect(slow.choice).toBe('slow')
    expect((await transferChoicesOf(adapter, slow))?.selected).toBe('slow')
    await expect(adapter.prepareTransfer({ ...params, choice: 'warp' })).rejects.toBeInstanceOf(
      InvalidSendParametersError,
    )
    const forged = { ...slow, choice: 'warp' }
    await expect(adapter.estimateFee(forged)).rejects.toBeInstanceOf(InvalidSendParametersError)
    await expect(adapter.sendTransfer(forged)).rejects.toBeInstanceOf(InvalidSendParametersError)
    expect(control.calls).toEqual(['bitcoin:connect'])
    const txid = await adapter.sendTransfer(slow)
    const tx = await esplora().getTransaction(txid)
    const offered = (await transferChoicesOf(adapter, slow)) as TransferChoices
    expect(BigInt(tx.fee)).toBe(offered.choices.find((c) => c.id === 'slow')?.fee.amount)
    await node.mine(1)
  })
})
