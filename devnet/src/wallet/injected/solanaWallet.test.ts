import { ed25519 } from '@noble/curves/ed25519'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEVNET_ACCOUNTS } from '../../chain/accounts'
import { DEVNET_SOLANA_ACCOUNTS } from '../../solana/solanaAccounts'
import { DEVNET_SOLANA_WALLET_CHAIN } from '../../solana/solanaConstants'
import { type SolanaNode, startSolanaNode } from '../../solana/startSolanaNode'
import { toBase58 } from '../solana/encoding'
import { solanaRpc } from '../solana/solanaRpc'
import { solanaTestWalletConfig } from '../solana/solanaTestWalletConfig'
import { launchChromium } from '../testing/launchChromium'
import { type OpenedPage, openPage } from '../testing/openPage'
import { serveHtml } from '../testing/serveHtml'
import { solanaBalance, unsignedTransfer } from '../testing/solanaTransfer'
import { TEST_WALLET_ICON, TEST_WALLET_NAME, TEST_WALLET_RDNS } from '../testWalletConfig'
import { testWalletInitScript } from '../testWalletInitScript'
import { appDiscoveryScript, callFeature, type FeatureResult } from './solanaWalletPage'

const [S0, S1, S4] = [DEVNET_SOLANA_ACCOUNTS[0]!, DEVNET_SOLANA_ACCOUNTS[1]!, DEVNET_SOLANA_ACCOUNTS[4]!]
let node: SolanaNode
let browser: Browser
let site: Awaited<ReturnType<typeof serveHtml>>
let walletScript: string
/** Wallet installed first, the app discovers it later (app-ready). */
let late: OpenedPage
let page: Page

beforeAll(async () => {
  ;[node, browser, site] = await Promise.all([
    startSolanaNode({ slotMs: 40, confirmDelayMs: 10 }),
    launchChromium(),
    serveHtml('<!doctype html><html><head><title>dApp</title></head><body>dApp</body></html>'),
  ])
  walletScript = testWalletInitScript({
    // The EVM side is never used here; its RPC URL is not contacted.
    chains: [{ chainId: 31337, rpcUrl: 'http://127.0.0.1:9' }],
    accounts: [DEVNET_ACCOUNTS[0]!.privateKey, DEVNET_ACCOUNTS[1]!.privateKey],
    solana: solanaTestWalletConfig(node.rpcUrl),
  })
  late = await openPage(browser, site.url, { initScripts: [walletScript] })
  page = late.page
})

afterAll(async () => {
  await browser?.close()
  await Promise.all([site?.stop(), node?.stop()])
})

function ok(result: FeatureResult): unknown {
  if (!result.ok) throw new Error(`feature failed: ${result.code} ${result.message}`)
  return result.value
}

describe('injected Solana test wallet (Wallet Standard) in Chromium', () => {
  it('is registered before the app is ready: the app finds it by dispatching app-ready', async () => {
    await page.evaluate(appDiscoveryScript)
    const found = await page.evaluate(() => {
      const app = window.app!
      const wallet = app.wallets[0]!
      const info = wallet.features['airlock:walletInfo'] as { rdns: string; uuid: string }
      return {
        count: app.wallets.length,
        name: wallet.name,
        icon: wallet.icon,
        version: wallet.version,
        chains: wallet.chains,
        features: Object.keys(wallet.features),
        info: { rdns: info.rdns, uuid: info.uuid },
        evm: window.airlockTestWallet!.info,
        accounts: wallet.accounts.length,
      }
    })
    expect(found).toMatchObject({
      count: 1,
      name: TEST_WALLET_NAME,
      icon: TEST_WALLET_ICON,
      version: '1.0.0',
    })
    expect(found.chains).toEqual([DEVNET_SOLANA_WALLET_CHAIN, 'solana:devnet'])
    expect(found.features).toEqual([
      'standard:connect',
      'standard:disconnect',
      'standard:events',
      'solana:signMessage',
      'solana:signTransaction',
      'solana:signAndSendTransaction',
      'solana:signIn',
      'airlock:walletInfo',
    ])
    // One identity for both rows: the EIP-6963 name, icon, rdns and uuid.
    expect(found.evm.name).toBe(found.name)
    expect(found.evm.icon).toBe(found.icon)
    expect(found.info).toEqual({ rdns: TEST_WALLET_RDNS, uuid: found.evm.uuid })
    expect(found.accounts).toBe(0)
  })

  it('connects: silent connect gives nothing before approval, connect gives the devnet seed account', async () => {
    expect(ok(await callFeature(page, 'connect', { silent: true }))).toEqual({ accounts: [] })
    const connected = ok(await callFeature(page, 'connect')) as {
      accounts: Array<{ address: string; publicKey: number[]; chains: string[] }>
    }
    expect(connected.accounts).toHaveLength(1)
    expect(connected.accounts[0]?.address).toBe(S0.address)
    expect(connected.accounts[0]?.publicKey).toEqual([...S0.publicKey])
    expect(await page.evaluate(() => window.app!.changes)).toEqual([[S0.address]])
  })

  it('signs a message that verifies with ed25519', async () => {
    const message = 'Hello from the Airlock dApp'
    const [output] = ok(await callFeature(page, 'signMessage', { message })) as Array<{
      signedMessage: number[]
      signature: number[]
      signatureType: string
    }>
    expect(output?.signatureType).toBe('ed25519')
    expect(new TextDecoder().decode(Uint8Array.from(output!.signedMessage))).toBe(message)
    const verified = ed25519.verify(
      Uint8Array.from(output!.signature),
      new TextEncoder().encode(message),
      S0.publicKey,
    )
    expect(verified).toBe(true)
  })

  it('signs and sends a SOL transfer that lands on the devnet node (commitment confirmed)', async () => {
    const before = await solanaBalance(node.rpcUrl, S4.address, 'confirmed')
    const wire = await unsignedTransfer({
      rpcUrl: node.rpcUrl,
      from: S0.address,
      to: S4.address,
      lamports: 25_000_000n,
    })
    const [output] = ok(
      await callFeature(page, 'signAndSendTransaction', {
        transaction: [...wire],
        chain: DEVNET_SOLANA_WALLET_CHAIN,
        options: { commitment: 'confirmed' },
      }),
    ) as Array<{ signature: number[] }>
    const signature = toBase58(Uint8Array.from(output!.signature))
    // Resolved at `confirmed`: no wait needed before reading the balance at that level.
    expect(await solanaBalance(node.rpcUrl, S4.address, 'confirmed')).toBe(before + 25_000_000n)
    const { value } = await solanaRpc<{ value: Array<{ err: unknown; confirmationStatus: string } | null> }>(
      node.rpcUrl,
      'getSignatureStatuses',
      [[signature]],
    )
    expect(value[0]?.err).toBeNull()
  })

  it('signs a transaction without sending it, and signs in (SIWS) for the page domain', async () => {
    const wire = await unsignedTransfer({
      rpcUrl: node.rpcUrl,
      from: S0.address,
      to: S4.address,
      lamports: 1n,
      version: 'legacy',
    })
    const [signed] = ok(await callFeature(page, 'signTransaction', { transaction: [...wire] })) as Array<{
      signedTransaction: number[]
    }>
    const bytes = Uint8Array.from(signed!.signedTransaction)
    expect(ed25519.verify(bytes.subarray(1, 65), bytes.subarray(65), S0.publicKey)).toBe(true)

    const host = new URL(site.url).host
    const [signIn] = ok(
      await callFeature(page, 'signIn', {
        statement: 'Welcome',
        nonce: 'abcd1234',
        chainId: 'solana:localnet',
      }),
    ) as Array<{ account: { address: string }; signedMessage: number[]; signature: number[] }>
    const text = new TextDecoder().decode(Uint8Array.from(signIn!.signedMessage))
    expect(text).toBe(
      `${host} wants you to sign in with your Solana account:\n${S0.address}\n\nWelcome\n\nChain ID: solana:localnet\nNonce: abcd1234`,
    )
    expect(signIn?.account.address).toBe(S0.address)
    expect(
      ed25519.verify(
        Uint8Array.from(signIn!.signature),
        Uint8Array.from(signIn!.signedMessage),
        S0.publicKey,
      ),
    ).toBe(true)
    expect(await callFeature(page, 'signIn', { domain: 'evil.example' })).toMatchObject({
      ok: false,
      code: -32602,
    })
  })

  it('a rejection from the gate gives the 4001 error (one-shot and manual), and nothing is sent', async () => {
    await page.evaluate(() => window.airlockTestWallet!.setNextResponse('reject'))
    expect(await callFeature(page, 'signMessage', { message: 'no' })).toEqual({
      ok: false,
      code: 4001,
      message: 'User rejected the request.',
    })

    const before = await solanaBalance(node.rpcUrl, S4.address)
    await page.evaluate(() => window.airlockTestWallet!.setMode('manual'))
    const pending = page.evaluate(
      () =>
        new Promise((resolve) =>
          window.addEventListener('airlockTestWallet:pending', (e) => resolve((e as CustomEvent).detail), {
            once: true,
          }),
        ),
    )
    const wire = await unsignedTransfer({
      rpcUrl: node.rpcUrl,
      from: S0.address,
      to: S4.address,
      lamports: 7n,
    })
    const answer = callFeature(page, 'signAndSendTransaction', {
      transaction: [...wire],
      chain: DEVNET_SOLANA_WALLET_CHAIN,
    })
    expect(await pending).toMatchObject({ method: 'solana:signAndSendTransaction' })
    expect(await page.evaluate(() => window.airlockTestWallet!.reject())).toBe(true)
    expect(await answer).toEqual({ ok: false, code: 4001, message: 'User rejected the request.' })
    await page.evaluate(() => window.airlockTestWallet!.setMode('approve'))
    expect(await solanaBalance(node.rpcUrl, S4.address)).toBe(before)
    expect(
      await callFeature(page, 'signAndSendTransaction', { transaction: [...wire], chain: 'solana:mainnet' }),
    ).toMatchObject({
      ok: false,
      code: 4901,
    })
  })

  it('switching account and disconnecting from the control reach the app as change events', async () => {
    await page.evaluate(() => window.airlockTestWallet!.switchAccount(1))
    await page.evaluate(() => window.airlockTestWallet!.disconnect())
    expect((await page.evaluate(() => window.app!.changes)).slice(-2)).toEqual([[S1.address], []])
    expect(await callFeature(page, 'signMessage', { message: 'x' })).toMatchObject({ ok: false, code: 4100 })
  })
})

describe('a wallet that registers after the app is ready', () => {
  it('is found through register-wallet, and unregisters and registers again', async () => {
    const opened = await openPage(browser, site.url, { initScripts: [appDiscoveryScript, walletScript] })
    try {
      const { page: other } = opened
      expect(await other.evaluate(() => window.app!.events)).toEqual([['register', TEST_WALLET_NAME]])
      await other.evaluate(() => window.airlockTestWallet!.solana!.unregister())
      expect(
        await other.evaluate(() => [
          window.app!.wallets.length,
          window.airlockTestWallet!.solana!.registered,
        ]),
      ).toEqual([0, false])
      await other.evaluate(() => window.airlockTestWallet!.solana!.register())
      expect(await other.evaluate(() => window.app!.events)).toEqual([
        ['register', TEST_WALLET_NAME],
        ['unregister', TEST_WALLET_NAME],
        ['register', TEST_WALLET_NAME],
      ])
      expect(ok(await callFeature(other, 'connect'))).toMatchObject({ accounts: [{ address: S0.address }] })
    } finally {
      await opened.close()
    }
  })
})
