import { createPublicClient, erc20Abi, http } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEVNET_BITCOIN_ACCOUNTS } from './bitcoin/bitcoinAccounts'
import { DEVNET_ACCOUNTS } from './chain/accounts'
import { DEVNET_CONTRACTS } from './chain/contracts'
import { describeDevnet } from './describeDevnet'
import { type Devnet, startDevnet } from './startDevnet'

describe('startDevnet', () => {
  let devnet: Devnet
  beforeAll(async () => {
    devnet = await startDevnet()
  }, 180_000)
  afterAll(() => devnet?.stop())

  it('serves every endpoint on 127.0.0.1, the wallet page and test-wallet script included', async () => {
    for (const url of [devnet.apiUrl, devnet.catalogueUrl, devnet.walletUrl]) {
      expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
    }
    expect(devnet.relayUrl).toMatch(/^ws:\/\/127\.0\.0\.1:\d+$/)
    const page = await fetch(devnet.walletPageUrl)
    expect(page.headers.get('content-type')).toContain('text/html')
    const script = await fetch(devnet.testWalletScriptUrl)
    expect(script.status).toBe(200)
    expect(Object.values(devnet.timingsMs).every((ms) => ms >= 0)).toBe(true)
  })

  it('starts two seeded chains with different ids and the same contract addresses', async () => {
    expect(devnet.chains.map((c) => c.caipNetworkId)).toEqual(['eip155:31337', 'eip155:31338'])
    for (const chain of devnet.chains) {
      expect(chain.rpcUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
      const client = createPublicClient({ transport: http(chain.rpcUrl) })
      expect(await client.getChainId()).toBe(chain.chainId)
      const balance = await client.readContract({
        address: DEVNET_CONTRACTS.usdc,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [DEVNET_ACCOUNTS[2]!.address],
      })
      expect(balance).toBe(10_000_000_000n)
    }
  })

  it('starts the Bitcoin node behind its Esplora facade, listed in the endpoints and served by the API and wallets', async () => {
    const bitcoin = devnet.bitcoin
    if (!bitcoin) throw new Error('no Bitcoin node')
    expect(describeDevnet(devnet).bitcoin).toMatchObject({
      caipNetworkId: 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328',
      esploraUrl: bitcoin.esploraUrl,
    })
    const account = DEVNET_BITCOIN_ACCOUNTS[0]!.address
    const utxos = (await (await fetch(`${bitcoin.esploraUrl}/address/${account}/utxo`)).json()) as unknown[]
    expect(utxos.length).toBeGreaterThan(0)
    const query = `projectId=${devnet.projectId}&st=test&sv=1`
    const balances = (await (
      await fetch(`${devnet.apiUrl}/v1/account/${account}/balance?${query}`)
    ).json()) as {
      balances: Array<{ chainId: string; symbol: string }>
    }
    expect(balances.balances.map((b) => [b.chainId, b.symbol])).toEqual([[bitcoin.caipNetworkId, 'BTC']])
    const script = await (await fetch(devnet.testWalletScriptUrl)).text()
    expect(script).toContain(bitcoin.esploraUrl) // the injected wallet sends through the facade
    // faults set through the API's control route reach the facade (one registry)
    await fetch(`${devnet.apiUrl}/__devnet/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ route: '/api/blocks/tip/height', kind: '503', count: 1 }),
    })
    expect((await fetch(`${bitcoin.esploraUrl}/blocks/tip/height`)).status).toBe(503)
    expect(devnet.timingsMs.bitcoin).toBeGreaterThan(0)
  })

  it('deploys the ERC-4337 contracts on both chains and serves their paymasters; bundlers start on demand; the frame host has smart accounts on both chains', async () => {
    const aa = devnet.aa!
    expect(aa.chains.map((c) => c.chainId)).toEqual([31337, 31338])
    for (const [i, chain] of devnet.chains.entries()) {
      const client = createPublicClient({ transport: http(chain.rpcUrl) })
      for (const address of Object.values(aa.contracts))
        expect(await client.getCode({ address })).toMatch(/^0x../)
      const endpoints = aa.chains[i]!
      expect(endpoints.bundlerUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/bundler\/\d+\?projectId=/)
      const stub = await fetch(endpoints.paymasterUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          jsonrpc: '2.0',
          id: 1,
          method: 'pm_getPaymasterStubData',
          params: [
            { sender: DEVNET_ACCOUNTS[0]!.address, nonce: '0x0', callData: '0x' },
            aa.contracts.entryPoint,
            `0x${chain.chainId.toString(16)}`,
          ],
        }),
      }).then((r) => r.json() as Promise<{ result?: { paymaster?: string } }>)
      expect(stub.result?.paymaster).toBe(aa.contracts.paymaster)
    }
    expect(aa.server.bundlerStatus().map((b) => b.state)).toEqual(['idle', 'idle'])
    // The frame host it started has smart accounts on both chains: the frame page's config lists each
    // chain's bundler, factory, EntryPoint and paymaster, and its CSP lets the frame reach them.
    const framePage = await fetch(`${devnet.frameUrl}/frame?projectId=${devnet.projectId}`)
    const html = await framePage.text()
    const json = /<script type="application\/json" id="airlock-frame-config">(.*?)<\/script>/s.exec(html)?.[1]
    const pageConfig = JSON.parse(json ?? '{}') as { smartAccounts?: Record<string, unknown> }
    expect(pageConfig.smartAccounts).toEqual(
      Object.fromEntries(
        aa.chains.map((c) => [
          `eip155:${c.chainId}`,
          {
            bundlerUrl: c.bundlerUrl,
            factoryAddress: aa.contracts.accountFactory,
            entryPointAddress: aa.contracts.entryPoint,
            paymasterUrl: c.paymasterUrl,
          },
        ]),
      ),
    )
    expect(framePage.headers.get('content-security-policy')).toContain(aa.url)
    expect(describeDevnet(devnet).aa).toEqual({ contracts: aa.contracts, url: aa.url, chains: aa.chains })
  })
})

describe('startDevnet without Bitcoin', () => {
  it('`bitcoin: false` starts no Bitcoin node', async () => {
    const devnet = await startDevnet({ bitcoin: false, solana: false })
    expect(devnet.bitcoin).toBeUndefined()
    expect(describeDevnet(devnet).bitcoin).toBeNull()
    await devnet.stop()
    // A whole devnet start (two seeded chains, the 4337 contracts, the frame host's database): as long as the
    // suite's own start in beforeAll on a loaded machine.
  }, 180_000)
})
