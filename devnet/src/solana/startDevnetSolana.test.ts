import { createSolanaRpc } from '@solana/kit'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { describeDevnet } from '../describeDevnet'
import { type Devnet, OPTIONAL_SERVICES_OFF, startDevnet } from '../startDevnet'
import { requestJson, serviceUrl } from '../testing/request'
import { DEVNET_SOLANA_CAIP_ID } from './solanaConstants'

let devnet: Devnet
beforeAll(async () => {
  devnet = await startDevnet(OPTIONAL_SERVICES_OFF)
})
afterAll(() => devnet?.stop())

describe('startDevnet with the Solana node', () => {
  it('starts the node, lists it in the endpoints and serves its balances through the API', async () => {
    const solana = devnet.solana!
    expect(solana.caipNetworkId).toBe(DEVNET_SOLANA_CAIP_ID)
    expect(solana.wsUrl).toBe(
      solana.rpcUrl.replace('http', 'ws').replace(/:(\d+)$/, (_, p) => `:${Number(p) + 1}`),
    )
    const described = describeDevnet(devnet)
    expect(described.solana).toMatchObject({
      caipNetworkId: DEVNET_SOLANA_CAIP_ID,
      rpcUrl: solana.rpcUrl,
      wsUrl: solana.wsUrl,
    })
    expect(JSON.parse(JSON.stringify(described)).solana.accounts).toHaveLength(10)
    const rpc = createSolanaRpc(solana.rpcUrl)
    expect(await rpc.getGenesisHash().send()).toBe(solana.genesisHash)
    const chains = await requestJson<{ http: string[] }>(serviceUrl(devnet.apiUrl, '/v1/supported-chains'))
    expect(chains.body.http).toEqual(['eip155:31337', 'eip155:31338', DEVNET_SOLANA_CAIP_ID])
    const balance = await requestJson<{ balances: Array<{ symbol: string }> }>(
      serviceUrl(devnet.apiUrl, `/v1/account/${solana.accounts[1]!.address}/balance`, { currency: 'usd' }),
    )
    expect(balance.body.balances.map((b) => b.symbol).sort()).toEqual(['BONK', 'SOL', 'USDC'])
    console.info(
      `Solana node start-up inside startDevnet: ${solana.startupMs} ms (devnet total ${devnet.timingsMs.total} ms)`,
    )
  })
})
