import { createMemoryStorage } from '@airlock/testing'
import { SignClient } from '@walletconnect/sign-client'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEVNET_ACCOUNTS } from '../chain/accounts'
import { bundleBrowserScript } from '../wallet/bundleBrowserScript'
import { launchChromium } from '../wallet/testing/launchChromium'
import { serveHtml } from '../wallet/testing/serveHtml'
import { type RelayServer, startRelay } from './startRelay'

// The Node wallet must not call pulse/verify either.
process.env.IS_VITEST = 'true'

const ACCOUNT = `eip155:31337:${DEVNET_ACCOUNTS[0]!.address}`
let relay: RelayServer
let browser: Browser
let wallet: InstanceType<typeof SignClient>
let script: string

beforeAll(async () => {
  ;[relay, browser, script] = await Promise.all([
    startRelay(),
    launchChromium(),
    bundleBrowserScript('../relay/testing/browserDappEntry.ts'),
  ])
  wallet = await SignClient.init({
    projectId: 'airlock-devnet',
    relayUrl: relay.url,
    storage: createMemoryStorage().keyValue(),
    customStoragePrefix: 'browser-dapp-wallet',
    logger: 'silent',
    telemetryEnabled: false,
    metadata: { name: 'Node wallet', description: 'test', url: 'http://127.0.0.1', icons: [] },
  })
  wallet.on('session_proposal', ({ id }) => {
    void wallet.approve({
      id,
      namespaces: {
        eip155: { chains: ['eip155:31337'], accounts: [ACCOUNT], methods: ['personal_sign'], events: [] },
      },
    })
  })
})

afterAll(async () => {
  await wallet?.core.relayer.transportClose().catch(() => undefined)
  await browser?.close()
  await relay?.stop()
})

/** Runs the browser dApp once; returns its timings and every request that tried to leave 127.0.0.1. */
async function probe(disable: boolean) {
  const site = await serveHtml(
    `<!doctype html><script>window.__DAPP_PROBE_CONFIG__=${JSON.stringify({ relayUrl: relay.url, disableVerify: disable })}</script><script>${script}</script>`,
  )
  const context = await browser.newContext()
  const outside: string[] = []
  await context.route('**/*', (route) => {
    const url = route.request().url()
    if (new URL(url).hostname === '127.0.0.1') return route.continue()
    outside.push(url)
    return route.abort()
  })
  const page = await context.newPage()
  await page.exposeFunction('pairFromNode', (uri: string) => wallet.pair({ uri }).then(() => undefined))
  await page.goto(site.url)
  const result = await page.evaluate(() => window.dappProbe!())
  await context.close()
  await site.stop()
  return { ...result, outside }
}

describe('a browser dApp (SignClient in Chromium) through the devnet relay', () => {
  it('with disableVerify: connects without touching any other host', async () => {
    const result = await probe(true)
    console.info(
      `[relay] browser dApp, verify disabled: connect() ${result.uriMs.toFixed(0)} ms, → session ${result.sessionMs.toFixed(0)} ms`,
    )
    expect(result.accounts).toEqual([ACCOUNT])
    expect(result.outside).toEqual([])
    expect(result.uriMs).toBeLessThan(2_000)
  })

  it('without it: the SDK loads the verify iframe from verify.walletconnect.org and connect() waits for it', async () => {
    const result = await probe(false)
    console.info(
      `[relay] browser dApp, verify on (iframe aborted): connect() ${result.uriMs.toFixed(0)} ms, → session ${result.sessionMs.toFixed(0)} ms`,
    )
    expect(result.accounts).toEqual([ACCOUNT])
    expect(result.outside.some((url) => new URL(url).hostname === 'verify.walletconnect.org')).toBe(true)
  })
})
