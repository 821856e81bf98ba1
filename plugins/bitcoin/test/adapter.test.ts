// The Bitcoin adapter against the devnet's real node (bcoin regtest behind its Esplora facade): a Wallet
// Standard wallet over devnet keys connects, reads its balance and activity, sends BTC (the fee known before
// signing, the node mining it), signs a message verified with BIP-322, signs a dApp's multi-input PSBT; and
// the faults: a refusal, insufficient balance, a mainnet address, a forged signature and a double spend
// refused by the node, a fee rate risen since the preview, the facade failing.
import { type BitcoinNode, DEVNET_BITCOIN_ACCOUNTS, startBitcoinNode } from '@airlock/devnet'
import { InsufficientBalanceError, SignatureDeclinedError } from '@airlock/kernel'
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest'
import { createBitcoinAdapter } from '../src/adapter/createBitcoinAdapter'
import { parseBitcoinAddress } from '../src/address'
import { toCaipNetwork } from '../src/caipNetwork'
import {
  BitcoinAddressNetworkError,
  BitcoinBroadcastRejectedError,
  BitcoinFeeRateChangedError,
  BitcoinPsbtInputNotOwnedError,
  EsploraHttpError,
} from '../src/errors'
import { createEsploraClient } from '../src/esplora/createEsploraClient'
import { verifyBip322 } from '../src/message/bip322'
import { type BitcoinNetwork, bitcoinMainnet, bitcoinTestnet } from '../src/networks'
import { parseBitcoinOptions } from '../src/options'
import { buildTransferPsbt, parsePsbt, psbtToBase64 } from '../src/transfer/psbt'
import { selectCoins } from '../src/transfer/selectCoins'
import { BitcoinPluginError } from '../src/walletErrors'
import { memoryWallets, testBitcoinWallet } from './testWallet'

const A = (i: number) => DEVNET_BITCOIN_ACCOUNTS[i] as (typeof DEVNET_BITCOIN_ACCOUNTS)[number]
let node: BitcoinNode
let network: BitcoinNetwork

beforeAll(async () => {
  node = await startBitcoinNode({ blockIntervalMs: false, mineAfterBroadcastMs: false })
  network = node.network
}, 120_000)
afterAll(() => node?.stop())

const cleanups: (() => void)[] = []
afterEach(async () => {
  for (const c of cleanups.splice(0)) c()
  await fetch(`${node.url}/__devnet/bitcoin/fee-estimates`, { method: 'DELETE' })
  await fetch(`${node.url}/__devnet/faults`, { method: 'DELETE' })
})

/** An adapter on the node's network (plus testnet, which the wallet does not serve) with a wallet of account `i`. */
async function connected(i: number) {
  const { wallet, control, signers } = testBitcoinWallet([A(i).privateKeyHex], network)
  const source = memoryWallets([wallet])
  const networks = [network, bitcoinTestnet].map(toCaipNetwork)
  const adapter = createBitcoinAdapter(
    parseBitcoinOptions({ networks: [network, bitcoinTestnet], wallets: source, pollIntervalMs: 50 }),
    networks,
  )
  const requests: string[] = []
  const events: string[] = []
  adapter.attach({
    accountsChanged: (a) => events.push(`accounts:${a.join(',')}`),
    chainChanged: (c) => events.push(`chain:${c}`),
    disconnected: () => events.push('disconnected'),
    beforeRequest: async ({ method }) => void requests.push(method),
  })
  cleanups.push(() => adapter.dispose())
  const result = await adapter.connect({ connectorId: 'bip122:Test Bitcoin Wallet' })
  return { adapter, control, signers, result, requests, events, caip: networks[0]!, wallet }
}

const esplora = () => createEsploraClient({ baseUrl: node.esploraUrl })
const fresh = (n: number) => A(n).address

/** The Bitcoin error a kernel error carries. */
const bitcoinErrorOf = (error: unknown) => (error instanceof BitcoinPluginError ? error.bitcoinError : error)

describe('the Bitcoin adapter on the devnet node', () => {
  test('[spec 9.16] lists the wallet as one ANNOUNCED bip122 connector and connects its payment address (the default Bitcoin account type) on regtest', async () => {
    const { adapter, result, control, caip } = await connected(0)
    expect(adapter.connectors).toEqual([
      expect.objectContaining({
        id: 'bip122:Test Bitcoin Wallet',
        type: 'ANNOUNCED',
        namespaces: ['bip122'],
      }),
    ])
    expect(result).toEqual({
      address: A(0).address,
      chainId: caip.id,
      accountType: 'payment',
      accounts: [{ address: A(0).address, type: 'payment' }],
    })
    expect(adapter.connection).toMatchObject({ address: A(0).address, caipNetworkId: network.caipNetworkId })
    expect(control.calls).toEqual(['bitcoin:connect'])
    // the full check is loaded now: a mainnet address is not one of this wallet's networks
    expect(adapter.address.validate(A(3).address)).toBe(true)
    expect(adapter.address.validate('bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq')).toBe(false)
  })

  test('balance: confirmed and unconfirmed from the node, the total formatted in BTC', async () => {
    const { adapter, caip } = await connected(4)
    const own = await esplora().getBalance(A(4).address)
    expect(await adapter.getBitcoinBalance({ address: A(4).address, network: caip })).toEqual({
      confirmed: own.confirmed,
      unconfirmed: own.unconfirmed,
      total: own.total,
    })
    expect(own.total).toBeGreaterThan(0n)
    const { balance, symbol } = await adapter.getBalance({ address: A(4).address, network: caip })
    expect(symbol).toBe('BTC')
    expect(BigInt(Math.round(Number(balance) * 1e8))).toBe(own.total)
  })

  test('send BTC: the fee (vbytes × normal rate) before signing, the payment on the node, mined, in activity', async () => {
    const { adapter, caip, control, requests } = await connected(0)
    const to = fresh(3)
    const before = await esplora().getBalance(to)
    const prepared = await adapter.prepareTransfer({
      to,
      amount: 1_234_567n,
      network: caip,
      address: A(0).address,
    })
    expect(control.calls).toEqual(['bitcoin:connect']) // the fee is known before the wallet is asked
    const fee = await adapter.estimateFee(prepared)
    const rates = await adapter.getFeeRates({ network: caip })
    const data = prepared.data as { selections: Record<string, { vsize: number; fee: bigint }> }
    expect(fee).toEqual({ amount: data.selections.normal!.fee, decimals: 8, symbol: 'BTC' })
    expect(fee.amount).toBe(BigInt(Math.ceil(data.selections.normal!.vsize * rates.normal)))
    expect(data.selections.fast!.fee).toBeGreaterThan(data.selections.slow!.fee)

    const txid = await adapter.sendTransfer(prepared)
    expect(control.calls).toEqual(['bitcoin:connect', 'bitcoin:signTransaction'])
    expect(requests).toEqual(['signPsbt'])
    expect((await esplora().getBalance(to)).unconfirmed).toBe(before.unconfirmed + 1_234_567n)
    const tx = await esplora().getTransaction(txid)
    expect(BigInt(tx.fee)).toBe(fee.amount)

    const outcome = adapter.waitForTransaction({ hash: txid, network: caip })
    await node.mine(1)
    await expect(outcome).resolves.toBe('confirmed')
    expect((await esplora().getBalance(to)).confirmed).toBe(before.confirmed + 1_234_567n)
    const page = await adapter.getActivity({ address: A(0).address, network: caip })
    expect(page.transactions.map((t) => t.txid)).toContain(txid)
  })

  test('each fee speed pays its own rate on the node: vbytes × rate, rounded up to whole sats', async () => {
    const { adapter, caip } = await connected(1)
    // Fractional estimates, so vbytes × rate is never whole and the rounding shows.
    const put = await fetch(`${node.url}/__devnet/bitcoin/fee-estimates`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ 1: 7.314, 3: 3.171, 6: 1.093 }),
    })
    expect(put.ok).toBe(true)
    const rates = await adapter.getFeeRates({ network: caip })
    // the node's estimates, rounded up to the hundredth of a sat/vB: a speed never pays under the estimate
    expect(rates).toEqual({ fast: 7.32, normal: 3.18, slow: 1.1 })
    const paid: Record<string, bigint> = {}
    for (const feeSpeed of ['slow', 'fast'] as const) {
      const prepared = await adapter.prepareTransfer({
        to: fresh(3),
        amount: 40_000n,
        network: caip,
        address: A(1).address,
        feeSpeed,
      })
      const fee = (await adapter.estimateFee(prepared)).amount
      const { vsize } = (prepared.data as { selections: Record<string, { vsize: number }> }).selections[
        feeSpeed
      ] as { vsize: number }
      const exact = vsize * rates[feeSpeed]
      expect(Number.isInteger(exact)).toBe(false)
      expect(fee).toBe(BigInt(Math.ceil(exact))) // rounded up, never down
      const txid = await adapter.sendTransfer(prepared)
      const tx = await esplora().getTransaction(txid)
      // what the node accepted pays exactly the fee shown, at least the chosen rate for its real size
      // (the estimate counts 72-byte signatures; a real one may be a byte shorter)
      expect(BigInt(tx.fee)).toBe(fee)
      const realVsize = Math.ceil(tx.weight / 4)
      expect(realVsize).toBeLessThanOrEqual(vsize)
      expect(Number(fee) / realVsize).toBeGreaterThanOrEqual(rates[feeSpeed])
      paid[feeSpeed] = fee
      await node.mine(1)
    }
    expect(paid.fast).toBeGreaterThan((paid.slow as bigint) * 6n)
  })

  test('a refusal is Signature declined and nothing is broadcast', async () => {
    const { adapter, caip, control } = await connected(1)
    const utxos = await esplora().getUtxos(A(1).address)
    const prepared = await adapter.prepareTransfer({
      to: fresh(2),
      amount: 10_000n,
      network: caip,
      address: A(1).address,
    })
    control.mode = 'reject'
    const error = await adapter.sendTransfer(prepared).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(SignatureDeclinedError)
    expect(await esplora().getUtxos(A(1).address)).toEqual(utxos)
  })

  test('amount + fee above the balance is Insufficient balance before any wallet is asked', async () => {
    const { adapter, caip, control } = await connected(2)
    const { total } = await esplora().getBalance(A(2).address)
    const error = await adapter
      .prepareTransfer({ to: fresh(3), amount: total, network: caip, address: A(2).address })
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(InsufficientBalanceError)
    expect(control.calls).toEqual(['bitcoin:connect'])
  })

  test('a mainnet address on regtest is refused with the network named', async () => {
    const { adapter, caip } = await connected(2)
    const error = await adapter
      .prepareTransfer({
        to: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
        amount: 1000n,
        network: caip,
        address: A(2).address,
      })
      .catch((e: unknown) => e)
    expect(bitcoinErrorOf(error)).toBeInstanceOf(BitcoinAddressNetworkError)
    expect((error as BitcoinPluginError).messageKey).toMatchObject({
      namespace: 'bitcoin',
      key: 'wrongNetworkAddress',
    })
    expect(bitcoinMainnet.caipNetworkId).not.toBe(network.caipNetworkId)
  })

  test('a forged signature from the wallet is refused by the node itself', async () => {
    const { adapter, caip, control } = await connected(2)
    const prepared = await adapter.prepareTransfer({
      to: fresh(3),
      amount: 20_000n,
      network: caip,
      address: A(2).address,
    })
    control.forgeSignatures = true
    const error = await adapter.sendTransfer(prepared).catch((e: unknown) => e)
    const cause = bitcoinErrorOf(error)
    expect(cause).toBeInstanceOf(BitcoinBroadcastRejectedError)
    expect((cause as BitcoinBroadcastRejectedError).kind).toBe('invalid-signature')
  })

  test('a double spend is refused by the node: the same coins prepared twice', async () => {
    const { adapter, caip } = await connected(3)
    const first = await adapter.prepareTransfer({
      to: fresh(4),
      amount: 30_000n,
      network: caip,
      address: A(3).address,
    })
    const second = await adapter.prepareTransfer({
      to: fresh(1),
      amount: 40_000n,
      network: caip,
      address: A(3).address,
    })
    await adapter.sendTransfer(first)
    const error = await adapter.sendTransfer(second).catch((e: unknown) => e)
    expect((bitcoinErrorOf(error) as BitcoinBroadcastRejectedError).kind).toBe('double-spend')
  })

  test('a fee rate risen since the preview asks for a new review before the wallet is asked', async () => {
    const { adapter, caip, control } = await connected(4)
    const prepared = await adapter.prepareTransfer({
      to: fresh(0),
      amount: 50_000n,
      network: caip,
      address: A(4).address,
    })
    await fetch(`${node.url}/__devnet/bitcoin/fee-estimates`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ 1: 80, 3: 40, 6: 20 }),
    })
    const error = await adapter.sendTransfer(prepared).catch((e: unknown) => e)
    expect(bitcoinErrorOf(error)).toBeInstanceOf(BitcoinFeeRateChangedError)
    expect(control.calls).toEqual(['bitcoin:connect'])
    // a new preview at the new rate sends
    const again = await adapter.prepareTransfer({
      to: fresh(0),
      amount: 50_000n,
      network: caip,
      address: A(4).address,
    })
    expect((await adapter.estimateFee(again)).amount).toBeGreaterThan(
      (await adapter.estimateFee(prepared)).amount,
    )
    await expect(adapter.sendTransfer(again)).resolves.toMatch(/^[0-9a-f]{64}$/)
  })

  test('the facade failing mid-send (500) is the service message, the wallet not asked, the next try works', async () => {
    const { adapter, caip, control } = await connected(1)
    const prepared = await adapter.prepareTransfer({
      to: fresh(4),
      amount: 15_000n,
      network: caip,
      address: A(1).address,
    })
    const fault = await fetch(`${node.url}/__devnet/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ route: '/api/fee-estimates', kind: '500', count: 1 }),
    })
    expect(fault.status).toBe(201)
    const error = await adapter.sendTransfer(prepared).catch((e: unknown) => e)
    expect(bitcoinErrorOf(error)).toBeInstanceOf(EsploraHttpError)
    expect((error as BitcoinPluginError).messageKey?.key).toBe('serviceUnavailable')
    expect(control.calls).toEqual(['bitcoin:connect'])
    await expect(adapter.sendTransfer(prepared)).resolves.toMatch(/^[0-9a-f]{64}$/)
  })

  test('signMessage: a BIP-322 signature that verifies for the payment address', async () => {
    const { adapter, requests } = await connected(0)
    const signature = await adapter.signMessage({ message: 'Hello from Airlock', address: A(0).address })
    expect(verifyBip322('Hello from Airlock', A(0).address, signature, network)).toBe(true)
    expect(verifyBip322('Hello from someone else', A(0).address, signature, network)).toBe(false)
    expect(requests).toEqual(['signMessage'])
  })

  test("signPsbt: a dApp's two-input PSBT partially signed by another key; the wallet signs its own input", async () => {
    const { adapter, control } = await connected(0)
    const ownScript = parseBitcoinAddress(A(0).address, network).script
    const otherScript = parseBitcoinAddress(A(1).address, network).script
    const [mine] = (await esplora().getUtxos(A(0).address)).filter((u) => u.status.confirmed)
    const [theirs] = (await esplora().getUtxos(A(1).address)).filter((u) => u.status.confirmed)
    if (!mine || !theirs) throw new Error('seeded outputs expected')
    const selection = selectCoins({
      utxos: [
        { txid: theirs.txid, vout: theirs.vout, value: theirs.value, script: otherScript, confirmed: true },
        { txid: mine.txid, vout: mine.vout, value: mine.value, script: ownScript, confirmed: true },
      ],
      payments: [
        {
          script: parseBitcoinAddress(fresh(2), network).script,
          amount: theirs.value + mine.value - 10_000n,
        },
      ],
      feeRate: 5,
      changeScript: ownScript,
    })
    // both inputs, whatever order coin selection chose
    expect(selection.inputs).toHaveLength(2)
    const psbt = buildTransferPsbt({ network, selection })
    const theirIndex = selection.inputs.findIndex((i) => i.txid === theirs.txid && i.vout === theirs.vout)
    const ourIndex = 1 - theirIndex
    const other = testBitcoinWallet([A(1).privateKeyHex], network).signers[0]!
    const partial = psbtToBase64(other.signPsbt(psbt.base64, { indexes: [theirIndex] }))

    // an input that is not the wallet's is refused before the wallet is asked
    const refused = await adapter
      .signPsbt({ psbt: partial, signInputs: [{ index: theirIndex, address: A(0).address }] })
      .catch((e: unknown) => e)
    expect(bitcoinErrorOf(refused)).toBeInstanceOf(BitcoinPsbtInputNotOwnedError)
    const malformed = await adapter
      .signPsbt({ psbt: 'not a psbt', signInputs: [{ index: 0, address: A(0).address }] })
      .catch((e: unknown) => e)
    expect((malformed as BitcoinPluginError).messageKey?.key).toBe('invalidPsbt')
    expect(control.calls).toEqual(['bitcoin:connect'])

    const { psbt: signed, txid } = await adapter.signPsbt({
      psbt: partial,
      signInputs: [{ index: ourIndex, address: A(0).address, sighashTypes: [0x01] }],
      broadcast: true,
    })
    expect(parsePsbt(signed).getInput(ourIndex).partialSig).toHaveLength(1)
    expect(txid).toMatch(/^[0-9a-f]{64}$/)
    expect(await esplora().getTransactionStatus(txid as string)).toEqual({ confirmed: false })
  })

  test('switching to a network the wallet does not serve is refused; wallet account changes are reported', async () => {
    const { adapter, events } = await connected(0)
    const testnet = toCaipNetwork(bitcoinTestnet)
    await expect(adapter.switchNetwork({ network: testnet })).rejects.toThrow()
    expect(adapter.connection?.caipNetworkId).toBe(network.caipNetworkId)
    await adapter.disconnect()
    expect(adapter.connection).toBeUndefined()
    expect(events).toEqual([])
  })

  test('reconnect restores a connected wallet silently and returns null for one that is not', async () => {
    const { adapter, control } = await connected(0)
    await adapter.disconnect()
    // the test wallet forgot the site on disconnect: nothing to restore without a prompt
    expect(await adapter.reconnect({ connectorId: 'bip122:Test Bitcoin Wallet' })).toBeNull()
    await adapter.connect({ connectorId: 'bip122:Test Bitcoin Wallet' })
    const restored = await adapter.reconnect({ connectorId: 'bip122:Test Bitcoin Wallet' })
    expect(restored?.address).toBe(A(0).address)
    expect(control.calls.filter((c) => c === 'bitcoin:connect')).toHaveLength(2)
  })
})
