import { createWalletClient, http, parseUnits, publicActions } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { TestToken } from '../../contracts/artifacts/artifacts'
import { DEVNET_ACCOUNTS } from '../chain/accounts'
import { DEVNET_CONTRACTS } from '../chain/contracts'
import { type Devnet, OPTIONAL_SERVICES_OFF, startDevnet } from '../startDevnet'
import { requestJson, serviceUrl } from '../testing/request'

interface Item {
  id: string
  metadata: Record<string, unknown> & { chain: string; minedAt: string; hash: string; operationType: string }
  transfers: Array<Record<string, unknown> & { nft_info?: { name: string; flags: { is_spam: boolean } } }>
}
interface Page {
  data: Item[]
  next: string | null
}

let devnet: Devnet
beforeAll(async () => {
  devnet = await startDevnet(OPTIONAL_SERVICES_OFF)
})
afterAll(() => devnet.stop())

const a0 = DEVNET_ACCOUNTS[0]!
const a5 = DEVNET_ACCOUNTS[5]!
const history = (address: string, query: Record<string, string> = {}) =>
  requestJson<Page>(serviceUrl(devnet.apiUrl, `/v1/account/${address}/history`, query))

async function allPages(address: string, query: Record<string, string>) {
  const items: Item[] = []
  let cursor: string | null = null
  do {
    const page: { status: number; body: Page } = await history(address, {
      ...query,
      ...(cursor ? { cursor } : {}),
    })
    expect(page.status).toBe(200)
    items.push(...page.body.data)
    cursor = page.body.next
  } while (cursor)
  return items
}

describe('GET /v1/account/{address}/history', () => {
  it('returns the seeded transactions newest first, paged with a cursor', async () => {
    const first = await history(a0.address, { chainId: 'eip155:31337' })
    expect(first.body.data).toHaveLength(10)
    expect(first.body.next).toEqual(expect.any(String))
    const items = await allPages(a0.address, { chainId: 'eip155:31337' })
    // a0: 2 token mints, 3 NFT mints, 2 spam airdrops, 3 own sends, 2 received
    expect(items).toHaveLength(12)
    expect(new Set(items.map((i) => i.id)).size).toBe(12)
    const times = items.map((i) => Date.parse(i.metadata.minedAt))
    expect([...times].sort((x, y) => y - x)).toEqual(times)
    expect(items.every((i) => i.metadata.chain === 'eip155:31337')).toBe(true)
  })

  it('describes transfers with direction, quantity, price and spam flags', async () => {
    const items = await allPages(a0.address, { chainId: 'eip155:31337' })
    const usdcSend = items.find(
      (i) =>
        i.metadata.operationType === 'send' &&
        i.transfers[0]?.fungible_info !== undefined &&
        i.metadata.sentTo === DEVNET_CONTRACTS.usdc,
    )
    expect(usdcSend).toMatchObject({
      metadata: { sentFrom: a0.address, status: 'confirmed', nonce: 1, chain: 'eip155:31337' },
      transfers: [
        {
          fungible_info: {
            name: 'USD Coin',
            symbol: 'USDC',
            icon: { url: expect.stringContaining('/getTokenImage/USDC') },
          },
          direction: 'out',
          quantity: { numeric: '250' },
          value: 250,
          price: 1,
        },
      ],
    })
    const spam = items.filter((i) => i.transfers.every((t) => t.nft_info?.flags.is_spam === true))
    expect(spam).toHaveLength(2)
    expect(spam[0]?.transfers[0]?.nft_info?.name).toMatch(/^Free Airdrop Claim #\d$/)
    expect(spam[0]?.transfers[0]?.nft_info).toMatchObject({
      content: { preview: { url: expect.stringMatching(/\/public\/getTokenImage\/SPAM-\d$/) } },
    })
    expect(spam[0]?.metadata.operationType).toBe('mint')
    const nftMints = items.filter((i) => i.transfers.some((t) => t.nft_info?.flags.is_spam === false))
    expect(nftMints.length).toBe(4) // three mints and one transfer out
  })

  it('filters by chain and answers nothing for unsupported chains', async () => {
    const both = await allPages(a0.address, {})
    expect(new Set(both.map((i) => i.metadata.chain))).toEqual(new Set(['eip155:31337', 'eip155:31338']))
    expect(both).toHaveLength(24)
    const none = await history(a0.address, { chainId: 'eip155:1' })
    expect(none.body).toEqual({ data: [], next: null })
    const bad = await history(a0.address, { cursor: 'garbage' })
    expect(bad.status).toBe(400)
  })

  it('indexes new blocks before answering', async () => {
    expect((await history(a5.address, { chainId: 'eip155:31338' })).body).toEqual({ data: [], next: null })
    const chain = devnet.chains[1]!
    const wallet = createWalletClient({
      account: privateKeyToAccount(a0.privateKey),
      transport: http(chain.rpcUrl),
    }).extend(publicActions)
    const hash = await wallet.writeContract({
      chain: null,
      address: DEVNET_CONTRACTS.dai,
      abi: TestToken.abi,
      functionName: 'transfer',
      args: [a5.address, parseUnits('3.25', 18)],
    })
    await wallet.waitForTransactionReceipt({ hash, pollingInterval: 20 })
    const page = await history(a5.address, { chainId: 'eip155:31338' })
    expect(page.body.data).toHaveLength(1)
    expect(page.body.data[0]).toMatchObject({
      id: `eip155:31338:${hash}`,
      metadata: { hash, operationType: 'receive', sentFrom: a0.address },
      transfers: [{ direction: 'in', quantity: { numeric: '3.25' }, fungible_info: { symbol: 'DAI' } }],
    })
    expect(Date.now() - Date.parse(page.body.data[0]!.metadata.minedAt)).toBeLessThan(60_000)
  })

  it('forgets reverted blocks (evm_revert) and indexes the new ones', async () => {
    const chain = devnet.chains[0]!
    const a6 = DEVNET_ACCOUNTS[6]!
    const wallet = createWalletClient({
      account: privateKeyToAccount(a0.privateKey),
      transport: http(chain.rpcUrl),
    }).extend(publicActions)
    const send = async (amount: string) => {
      const hash = await wallet.writeContract({
        chain: null,
        address: DEVNET_CONTRACTS.usdc,
        abi: TestToken.abi,
        functionName: 'transfer',
        args: [a6.address, parseUnits(amount, 6)],
      })
      await wallet.waitForTransactionReceipt({ hash, pollingInterval: 20 })
      return hash
    }
    const snapshot = await wallet.request({ method: 'evm_snapshot' } as never)
    const reverted = await send('1')
    const before = await history(a6.address, { chainId: 'eip155:31337' })
    expect(before.body.data.map((i) => i.metadata.hash)).toEqual([reverted])
    await wallet.request({ method: 'evm_revert', params: [snapshot] } as never)
    const kept = await send('2')
    await send('3')
    const after = await history(a6.address, { chainId: 'eip155:31337' })
    expect(after.body.data).toHaveLength(2)
    expect(after.body.data.map((i) => i.metadata.hash)).not.toContain(reverted)
    expect(after.body.data.map((i) => i.metadata.hash)).toContain(kept)
    expect((await allPages(a0.address, { chainId: 'eip155:31337' })).length).toBe(12 + 2)
  })
})
