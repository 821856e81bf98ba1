import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startWalletServer, type WalletServer } from './startWalletServer'

let server: WalletServer

beforeAll(async () => {
  server = await startWalletServer({
    relayUrl: 'ws://127.0.0.1:1',
    chains: [{ chainId: 31337, rpcUrl: 'http://127.0.0.1:2' }],
  })
})
afterAll(() => server?.stop())

describe('startWalletServer', () => {
  it('serves the wallet page on 127.0.0.1 with its config inlined and the bundle', async () => {
    expect(server.walletPageUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/wallet$/)
    const html = await (await fetch(server.walletPageUrl)).text()
    expect(html).toContain('"relayUrl":"ws://127.0.0.1:1"')
    expect(html).toContain('<script src="/wallet.js"></script>')
    const js = await fetch(`${server.url}/wallet.js`)
    expect(js.headers.get('content-type')).toContain('text/javascript')
    expect((await js.text()).length).toBeGreaterThan(100_000)
  })

  it('serves the test-wallet script configured by query (window.ethereum, mode, chain)', async () => {
    const plain = await (await fetch(server.injectScriptUrl)).text()
    expect(plain).toMatch(/^window\.__AIRLOCK_TEST_WALLET_CONFIG__=\{/)
    expect(plain).toContain('"injectWindowEthereum":false')
    const custom = await (
      await fetch(`${server.injectScriptUrl}?ethereum=1&mode=reject&chainId=31337`)
    ).text()
    expect(custom).toContain('"injectWindowEthereum":true')
    expect(custom).toContain('"mode":"reject"')
    expect(custom).toContain('"initialChainId":31337')
  })

  it('answers 404 for other paths', async () => {
    expect((await fetch(`${server.url}/nope`)).status).toBe(404)
  })
})
