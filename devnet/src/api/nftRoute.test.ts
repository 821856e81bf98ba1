import { createWalletClient, erc721Abi, http, publicActions } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEVNET_ACCOUNTS } from '../chain/accounts'
import { DEVNET_CONTRACTS } from '../chain/contracts'
import { DEVNET_SOLANA_ACCOUNTS } from '../solana/solanaAccounts'
import { type Devnet, OPTIONAL_SERVICES_OFF, startDevnet } from '../startDevnet'
import { requestJson, serviceUrl } from '../testing/request'

interface Nft {
  id: string
  chainId: string
  contract: string
  tokenId: string
  standard: string
  name: string
  collection: { name: string; symbol: string | null; address: string }
  content: { preview: { url: string } }
  flags: { is_spam: boolean }
}
interface Page {
  data: Nft[]
  next: string | null
}

let devnet: Devnet
beforeAll(async () => {
  devnet = await startDevnet(OPTIONAL_SERVICES_OFF)
})
afterAll(() => devnet.stop())

const [a0, a1] = [DEVNET_ACCOUNTS[0]!, DEVNET_ACCOUNTS[1]!]
const a5 = DEVNET_ACCOUNTS[5]!
const nfts = (address: string, query: Record<string, string> = {}) =>
  requestJson<Page>(serviceUrl(devnet.apiUrl, `/v1/account/${address}/nfts`, query))
const ids = (page: Page) => page.data.map((n) => `${n.collection.symbol} #${n.tokenId}`).sort()

describe('GET /v1/account/{address}/nfts (devnet addition)', () => {
  it('lists the ERC-721 tokens account 0 holds, spam flagged, not the one it sent away', async () => {
    const { status, body } = await nfts(a0.address, { chainId: 'eip155:31337' })
    expect(status).toBe(200)
    expect(ids(body)).toEqual(['ATNFT #1', 'ATNFT #2', 'SPAM #1', 'SPAM #2'])
    expect(body.next).toBeNull()
    expect(body.data.find((n) => n.tokenId === '1' && !n.flags.is_spam)).toEqual({
      id: `eip155:31337:${DEVNET_CONTRACTS.nft}:1`,
      chainId: 'eip155:31337',
      contract: DEVNET_CONTRACTS.nft,
      tokenId: '1',
      standard: 'erc721',
      name: 'Airlock Test NFT #1',
      collection: { name: 'Airlock Test NFT', symbol: 'ATNFT', address: DEVNET_CONTRACTS.nft },
      content: { preview: { url: expect.stringMatching(/\/public\/getTokenImage\/ATNFT-1$/) } },
      flags: { is_spam: false },
    })
    expect(body.data.filter((n) => n.flags.is_spam).map((n) => n.contract)).toEqual([
      DEVNET_CONTRACTS.spamNft,
      DEVNET_CONTRACTS.spamNft,
    ])
  })

  it('serves the active chain only when chainId is given, every chain without it', async () => {
    const both = await nfts(a0.address)
    expect(new Set(both.body.data.map((n) => n.chainId))).toEqual(new Set(['eip155:31337', 'eip155:31338']))
    expect(both.body.data).toHaveLength(8)
    const other = await nfts(a0.address, { chainId: 'eip155:31338' })
    expect(other.body.data.every((n) => n.chainId === 'eip155:31338')).toBe(true)
    expect((await nfts(a0.address, { chainId: 'eip155:1' })).body).toEqual({ data: [], next: null })
    expect((await nfts(a0.address, { chainId: 'nonsense' })).status).toBe(400)
  })

  it('answers an empty list for an account with none, and for a Solana address', async () => {
    expect((await nfts(a5.address, { chainId: 'eip155:31337' })).body).toEqual({ data: [], next: null })
    const solana = DEVNET_SOLANA_ACCOUNTS[0]!.address
    expect((await nfts(solana)).body).toEqual({ data: [], next: null })
  })

  it('pages with limit and an opaque cursor, and refuses a broken cursor', async () => {
    const seen: Nft[] = []
    let cursor: string | null = null
    do {
      const page: { status: number; body: Page } = await nfts(a0.address, {
        chainId: 'eip155:31337',
        limit: '1',
        ...(cursor ? { cursor } : {}),
      })
      expect(page.body.data).toHaveLength(1)
      seen.push(...page.body.data)
      cursor = page.body.next
    } while (cursor)
    const all = (await nfts(a0.address, { chainId: 'eip155:31337' })).body.data
    expect(seen.map((n) => n.id)).toEqual(all.map((n) => n.id))
    expect((await nfts(a0.address, { cursor: 'not-a-cursor' })).status).toBe(400)
  })

  it('follows a transfer: the token moves to its new owner', async () => {
    const wallet = createWalletClient({
      account: privateKeyToAccount(a1.privateKey),
      transport: http(devnet.chains[0]!.rpcUrl),
    }).extend(publicActions)
    const hash = await wallet.writeContract({
      address: DEVNET_CONTRACTS.nft,
      abi: erc721Abi,
      functionName: 'transferFrom',
      args: [a1.address, a5.address, 4n],
      chain: null,
    })
    await wallet.waitForTransactionReceipt({ hash })
    expect(ids((await nfts(a5.address, { chainId: 'eip155:31337' })).body)).toEqual(['ATNFT #4'])
    expect(ids((await nfts(a1.address, { chainId: 'eip155:31337' })).body)).toEqual(['ATNFT #3', 'SPAM #3'])
  })
})
