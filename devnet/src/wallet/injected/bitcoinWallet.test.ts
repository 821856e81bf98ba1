// The injected test wallet's Bitcoin side in Chromium: the Wallet Standard features and the Sats Connect
// provider, signing for real against the devnet's Bitcoin node.
import {
  bitcoinRegtest,
  buildTransferPsbt,
  bytesToBase64,
  createEsploraClient,
  type EsploraClient,
  finalizePsbt,
  parseBitcoinAddress,
  parsePsbt,
  type SpendableOutput,
  selectCoins,
  verifyBip137,
  verifyBip322,
} from '@airlock/bitcoin'
import { Transaction } from '@scure/btc-signer'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEVNET_BITCOIN_ACCOUNTS } from '../../bitcoin/bitcoinAccounts'
import { type BitcoinNode, startBitcoinNode } from '../../bitcoin/startBitcoinNode'
import { DEVNET_ACCOUNTS } from '../../chain/accounts'
import { bitcoinTestWalletConfig } from '../bitcoin/bitcoinTestWalletConfig'
import { launchChromium } from '../testing/launchChromium'
import { openPage } from '../testing/openPage'
import { serveHtml } from '../testing/serveHtml'
import { TEST_WALLET_ICON, TEST_WALLET_NAME, TEST_WALLET_RDNS } from '../testWalletConfig'
import { testWalletInitScript } from '../testWalletInitScript'
import { callBitcoinFeature, satsConnectRequest } from './bitcoinWalletPage'
import { appDiscoveryScript, type FeatureResult } from './solanaWalletPage'

const B = (i: number) => DEVNET_BITCOIN_ACCOUNTS[i] as (typeof DEVNET_BITCOIN_ACCOUNTS)[number]
let node: BitcoinNode
let esplora: EsploraClient
let browser: Browser
let site: Awaited<ReturnType<typeof serveHtml>>
let page: Page

beforeAll(async () => {
  ;[node, browser, site] = await Promise.all([
    startBitcoinNode({ blockIntervalMs: false, mineAfterBroadcastMs: false }),
    launchChromium(),
    serveHtml('<!doctype html><html><head><title>dApp</title></head><body>dApp</body></html>'),
  ])
  esplora = createEsploraClient({ baseUrl: node.esploraUrl })
  const script = testWalletInitScript({
    chains: [{ chainId: 31337, rpcUrl: 'http://127.0.0.1:9' }], // the EVM side is not used here
    accounts: [DEVNET_ACCOUNTS[0]!.privateKey, DEVNET_ACCOUNTS[1]!.privateKey],
    bitcoin: bitcoinTestWalletConfig(node.esploraUrl),
  })
  page = (await openPage(browser, site.url, { initScripts: [script] })).page
  await page.evaluate(appDiscoveryScript)
}, 120_000)

afterAll(async () => {
  await browser?.close()
  await Promise.all([site?.stop(), node?.stop()])
})

function ok(result: FeatureResult): unknown {
  if (!result.ok) throw new Error(`feature failed: ${result.code} ${result.message}`)
  return result.value
}

const log = () => page.evaluate(() => window.airlockTestWallet!.log.map((e) => e.method))

async function utxos(i: number): Promise<SpendableOutput[]> {
  const script = parseBitcoinAddress(B(i).address, bitcoinRegtest).script
  return (await esplora.getUtxos(B(i).address)).map((u) => ({ ...u, script, confirmed: u.status.confirmed }))
}

/** An unsigned PSBT from account `from` paying `sats` to account 9. */
async function unsignedPsbt(from: number, sats: bigint, coins?: SpendableOutput[]): Promise<Uint8Array> {
  const own = parseBitcoinAddress(B(from).address, bitcoinRegtest).script
  const selection = selectCoins({
    utxos: coins ?? (await utxos(from)),
    payments: [{ script: parseBitcoinAddress(B(9).address, bitcoinRegtest).script, amount: sats }],
    feeRate: 2,
    changeScript: own,
  })
  return buildTransferPsbt({ network: bitcoinRegtest, selection }).psbt
}

describe('Wallet Standard Bitcoin wallet', () => {
  it('registers with the same identity as the EVM provider and connects the payment account', async () => {
    const found = await page.evaluate(() => {
      const wallet = window.app!.wallets[0]!
      return {
        name: wallet.name,
        icon: wallet.icon,
        chains: wallet.chains,
        features: Object.keys(wallet.features),
        rdns: (wallet.features['airlock:walletInfo'] as { rdns: string }).rdns,
        accounts: wallet.accounts.length,
      }
    })
    expect(found).toMatchObject({
      name: TEST_WALLET_NAME,
      icon: TEST_WALLET_ICON,
      rdns: TEST_WALLET_RDNS,
      accounts: 0,
    })
    expect(found.chains).toEqual(['bitcoin:regtest'])
    expect(found.features).toEqual([
      'bitcoin:connect',
      'standard:connect',
      'standard:disconnect',
      'standard:events',
      'bitcoin:signMessage',
      'bitcoin:signTransaction',
      'bitcoin:signAndSendTransaction',
      'airlock:walletInfo',
    ])
    await page.evaluate(() => window.airlockTestWallet!.setNextResponse('reject'))
    const refused = await callBitcoinFeature(page, 'connect', { purposes: ['payment'] })
    expect(refused).toMatchObject({ ok: false, code: 4001 })
    const connected = ok(
      await callBitcoinFeature(page, 'connect', { purposes: ['payment', 'ordinals'] }),
    ) as {
      accounts: Array<{ address: string; publicKey: number[] }>
    }
    expect(connected.accounts.map((a) => a.address)).toEqual([B(0).address])
    expect(Buffer.from(connected.accounts[0]!.publicKey).toString('hex')).toBe(B(0).publicKeyHex)
    expect(await page.evaluate(() => window.app!.changes)).toEqual([[B(0).address]])
  })

  it('signs messages with BIP-322 (default) and BIP-137 that verify for its address', async () => {
    for (const protocol of [undefined, 'ecdsa'] as const) {
      const [result] = ok(
        await callBitcoinFeature(page, 'signMessage', { message: 'Sign in to Airlock', protocol }),
      ) as Array<{
        signature: number[]
      }>
      const signature = bytesToBase64(Uint8Array.from(result!.signature))
      const verify = protocol ? verifyBip137 : verifyBip322
      expect(verify('Sign in to Airlock', B(0).address, signature, bitcoinRegtest)).toBe(true)
      expect(verify('Sign in to Airlock?', B(0).address, signature, bitcoinRegtest)).toBe(false)
    }
    await page.evaluate(() => window.airlockTestWallet!.setNextResponse('reject'))
    expect(await callBitcoinFeature(page, 'signMessage', { message: 'x' })).toMatchObject({
      ok: false,
      code: 4001,
    })
  })

  it('signs a PSBT; the dApp finalizes it and the node accepts and mines it', async () => {
    const psbt = await unsignedPsbt(0, 1_234_567n)
    const inputs = parsePsbt(psbt).inputsLength
    const [signed] = ok(
      await callBitcoinFeature(page, 'signTransaction', {
        psbt: Array.from(psbt),
        indexes: Array.from({ length: inputs }, (_, i) => i),
        sigHash: 'ALL',
        chain: 'bitcoin:regtest',
      }),
    ) as Array<{ signedPsbt: number[] }>
    const { hex, txid } = finalizePsbt(Uint8Array.from(signed!.signedPsbt))
    expect(await esplora.broadcast(hex)).toBe(txid)
    const [block] = await node.mine(1)
    expect(await esplora.getTransactionStatus(txid)).toMatchObject({ confirmed: true, block_hash: block })
  })

  it("signs only its own input of a multi-input PSBT; the other owner's signature completes it", async () => {
    const mine = (await utxos(0))[0] as SpendableOutput
    const theirs = (await utxos(1))[0] as SpendableOutput
    const tx = new Transaction()
    for (const coin of [mine, theirs])
      tx.addInput({
        txid: coin.txid,
        index: coin.vout,
        witnessUtxo: { script: coin.script, amount: coin.value },
      })
    tx.addOutput({
      script: parseBitcoinAddress(B(7).address, bitcoinRegtest).script,
      amount: mine.value + theirs.value - 1_000n,
    })
    tx.signIdx(B(1).privateKey, 1) // partially signed by the other owner first
    const before = (await log()).length
    // asking the wallet to sign the other owner's input is refused before any prompt
    const refused = await callBitcoinFeature(page, 'signTransaction', {
      psbt: Array.from(tx.toPSBT()),
      indexes: [1],
    })
    expect(refused).toMatchObject({ ok: false, code: -32602 })
    expect((await log()).length).toBe(before)
    const [signed] = ok(
      await callBitcoinFeature(page, 'signTransaction', { psbt: Array.from(tx.toPSBT()), indexes: [0] }),
    ) as Array<{
      signedPsbt: number[]
    }>
    const both = parsePsbt(Uint8Array.from(signed!.signedPsbt))
    const { hex, txid } = finalizePsbt(both)
    expect(await esplora.broadcast(hex)).toBe(txid)
    await node.mine(1)
  })

  it('refuses malformed PSBTs and unknown sighash flags; signAndSendTransaction broadcasts', async () => {
    expect(
      await callBitcoinFeature(page, 'signTransaction', { psbt: [1, 2, 3], indexes: [0] }),
    ).toMatchObject({ ok: false, code: -32602 })
    const psbt = await unsignedPsbt(0, 50_000n)
    expect(
      await callBitcoinFeature(page, 'signTransaction', {
        psbt: Array.from(psbt),
        indexes: [0],
        sigHash: 'MOST',
      }),
    ).toMatchObject({
      ok: false,
      code: -32602,
    })
    expect(
      await callBitcoinFeature(page, 'signTransaction', {
        psbt: Array.from(psbt),
        indexes: [0],
        chain: 'bitcoin:mainnet',
      }),
    ).toMatchObject({
      ok: false,
      code: 4901,
    })
    const [sent] = ok(
      await callBitcoinFeature(page, 'signAndSendTransaction', { psbt: Array.from(psbt), indexes: [0] }),
    ) as Array<{ txId: string }>
    expect(await esplora.getTransactionStatus(sent!.txId)).toEqual({ confirmed: false })
    await node.mine(1)
  })
})

describe('Sats Connect provider (window.btc_providers)', () => {
  it('is announced with the wallet’s name and icon; getAddresses gives the connected payment address', async () => {
    const entry = await page.evaluate(() => window.btc_providers?.[0])
    expect(entry).toMatchObject({
      id: 'AirlockTestWallet.BitcoinProvider',
      name: TEST_WALLET_NAME,
      icon: TEST_WALLET_ICON,
    })
    const response = (await satsConnectRequest(page, 'getAddresses', { purposes: ['payment'] })) as {
      result: { addresses: Array<{ address: string; purpose: string; publicKey: string }> }
    }
    expect(response.result.addresses).toEqual([
      expect.objectContaining({ address: B(0).address, purpose: 'payment', publicKey: B(0).publicKeyHex }),
    ])
    expect(await satsConnectRequest(page, 'wallet_getNetwork')).toMatchObject({
      result: { bitcoin: { name: 'Regtest' } },
    })
    expect(await satsConnectRequest(page, 'wallet_changeNetwork', { name: 'Mainnet' })).toMatchObject({
      error: { code: -32602 },
    })
    expect(await satsConnectRequest(page, 'nope')).toMatchObject({ error: { code: -32601 } })
  })

  it('signs messages (ECDSA and BIP322) and PSBTs by address → indexes, broadcasting when asked', async () => {
    const ecdsa = (await satsConnectRequest(page, 'signMessage', {
      address: B(0).address,
      message: 'hi',
      protocol: 'ECDSA',
    })) as {
      result: { signature: string }
    }
    expect(verifyBip137('hi', B(0).address, ecdsa.result.signature, bitcoinRegtest)).toBe(true)
    const bip322 = (await satsConnectRequest(page, 'signMessage', {
      address: B(0).address,
      message: 'hi',
    })) as { result: { signature: string } }
    expect(verifyBip322('hi', B(0).address, bip322.result.signature, bitcoinRegtest)).toBe(true)
    const psbt = await unsignedPsbt(0, 70_000n)
    const signed = (await satsConnectRequest(page, 'signPsbt', {
      psbt: bytesToBase64(psbt),
      signInputs: { [B(0).address]: [0] },
      broadcast: true,
    })) as { result: { psbt: string; txid: string } }
    expect(await esplora.getTransactionStatus(signed.result.txid)).toEqual({ confirmed: false })
    expect(
      await satsConnectRequest(page, 'signPsbt', {
        psbt: bytesToBase64(psbt),
        signInputs: { [B(1).address]: [0] },
      }),
    ).toMatchObject({ error: { code: -32602 } })
    await node.mine(1)
  })

  it('sendTransfer pays from its UTXOs at the normal fee rate; rejection and a disconnected wallet have their codes', async () => {
    const before = await esplora.getBalance(B(5).address)
    const sent = (await satsConnectRequest(page, 'sendTransfer', {
      recipients: [{ address: B(5).address, amount: 25_000 }],
    })) as {
      result: { txid: string }
    }
    const tx = await esplora.getTransaction(sent.result.txid)
    expect(tx.vout[0]).toMatchObject({ scriptpubkey_address: B(5).address, value: 25_000n })
    expect(Number(tx.fee) / Math.ceil(tx.weight / 4)).toBeGreaterThanOrEqual(
      (await esplora.getFeeRates()).normal - 0.01,
    )
    expect((await esplora.getBalance(B(5).address)).total - before.total).toBe(25_000n)
    expect(
      await satsConnectRequest(page, 'sendTransfer', { recipients: [{ address: B(5).address, amount: -1 }] }),
    ).toMatchObject({
      error: { code: -32602 },
    })
    await page.evaluate(() => window.airlockTestWallet!.setNextResponse('reject'))
    expect(
      await satsConnectRequest(page, 'signMessage', { address: B(0).address, message: 'x' }),
    ).toMatchObject({ error: { code: -32000 } })
    await page.evaluate(() => window.airlockTestWallet!.bitcoin!.disconnect())
    expect(
      await satsConnectRequest(page, 'signMessage', { address: B(0).address, message: 'x' }),
    ).toMatchObject({ error: { code: -32002 } })
    expect(await page.evaluate(() => window.app!.changes.at(-1))).toEqual([])
  })
})
