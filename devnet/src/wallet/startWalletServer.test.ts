import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEVNET_SOLANA_ACCOUNTS } from '../solana/solanaAccounts'
import { DEVNET_SOLANA_CAIP_ID } from '../solana/solanaConstants'
import { startWalletServer, type WalletServer } from './startWalletServer'
import type { TestWalletConfig } from './testWalletConfig'

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

  it('adds the Solana wallet to the script and the solana namespace to the page when it knows a node', async () => {
    const configOf = (script: string) =>
      JSON.parse(
        /^window\.__AIRLOCK_TEST_WALLET_CONFIG__=(.*);$/m.exec(script)?.[1] ?? 'null',
      ) as TestWalletConfig
    expect(configOf(await (await fetch(server.injectScriptUrl)).text()).solana).toBeUndefined()
    const byQuery = configOf(
      await (await fetch(`${server.injectScriptUrl}?solanaRpc=http://127.0.0.1:3`)).text(),
    )
    expect(byQuery.solana?.chains).toEqual([
      { chain: 'solana:localnet', rpcUrl: 'http://127.0.0.1:3' },
      { chain: 'solana:devnet', rpcUrl: 'http://127.0.0.1:3' },
    ])
    expect(byQuery.solana?.accounts).toEqual(
      DEVNET_SOLANA_ACCOUNTS.map((a) => `0x${Buffer.from(a.secretKey).toString('hex')}`),
    )
    const withNode = await startWalletServer({
      relayUrl: 'ws://127.0.0.1:1',
      chains: [{ chainId: 31337, rpcUrl: 'http://127.0.0.1:2' }],
      solana: { rpcUrl: 'http://127.0.0.1:4' },
    })
    try {
      const script = configOf(await (await fetch(withNode.injectScriptUrl)).text())
      expect(script.solana?.chains[0]).toEqual({ chain: 'solana:localnet', rpcUrl: 'http://127.0.0.1:4' })
      const html = await (await fetch(withNode.walletPageUrl)).text()
      expect(html).toContain(
        `"solana":{"chains":[{"chain":"${DEVNET_SOLANA_CAIP_ID}","rpcUrl":"http://127.0.0.1:4"}]`,
      )
    } finally {
      await withNode.stop()
    }
  })

  it('answers 404 for other paths', async () => {
    expect((await fetch(`${server.url}/nope`)).status).toBe(404)
  })
})
