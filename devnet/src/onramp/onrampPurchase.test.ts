// Buying through the devnet providers on a whole devnet: a paid order really funds the address on anvil and on
// the Solana node (balances read from the nodes), a declined one funds nothing, and history's `onramp`
// parameter reports each status. Deliveries are triggered by the test (the automatic delay is covered by
// OrderSettler.test.ts and the browser test), so "pending" is observed without racing a timer.
import { createSolanaRpc, generateKeyPairSigner } from '@solana/kit'
import { createPublicClient, erc20Abi, getAddress, http } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEVNET_CONTRACTS } from '../chain/contracts'
import { describeDevnet } from '../describeDevnet'
import { associatedTokenAddress } from '../solana/seedSolana'
import { DEVNET_SOLANA_MINTS } from '../solana/solanaConstants'
import { type Devnet, OPTIONAL_SERVICES_OFF, startDevnet } from '../startDevnet'
import { requestJson, serviceUrl } from '../testing/request'
import type { CheckoutOrder } from './page/checkoutData'
import { openCheckout, payCheckout, requestCheckoutUrl } from './testing/checkoutClient'
import { DEVNET_ONRAMP_TREASURY } from './treasury/evmTreasury'
import { DEVNET_ONRAMP_SOLANA_TREASURY } from './treasury/solanaTreasury'

let devnet: Devnet
beforeAll(async () => {
  devnet = await startDevnet({ ...OPTIONAL_SERVICES_OFF, onramp: { settleDelayMs: 3_600_000 } })
}, 120_000)
afterAll(() => devnet?.stop())

const freshEvm = () => privateKeyToAccount(generatePrivateKey()).address
const freshSolana = async () => (await generateKeyPairSigner()).address

interface HistoryItem {
  id: string
  metadata: {
    status: string
    hash?: string
    chain: string
    operationType: string
    sentFrom: string
    sentTo: string
  }
  transfers: Array<{ quantity: { numeric: string }; direction: string; fungible_info: { symbol: string } }>
}

interface Purchase {
  address: string
  network: string
  asset: string
  provider: string
  amount: string
  paymentMethod?: string
  cardNumber?: string
}

/** Quotes, asks for a checkout URL, opens the page and pays, as the app and the visitor would. */
async function buy(p: Purchase): Promise<{ order: CheckoutOrder; quoted: string }> {
  const quote = await requestJson<{ purchaseAmount: { amount: string } }>(
    serviceUrl(devnet.apiUrl, '/v1/onramp/quote'),
    {
      body: {
        purchaseCurrency: p.asset,
        paymentCurrency: 'USD',
        amount: p.amount,
        network: p.network,
        provider: p.provider,
        paymentMethod: p.paymentMethod ?? 'card',
      },
    },
  )
  expect(quote.status).toBe(200)
  const session = await requestCheckoutUrl(devnet.apiUrl, {
    destinationWallets: [{ address: p.address, blockchains: [p.network] }],
    defaultNetwork: p.network,
    defaultAsset: p.asset,
    presetFiatAmount: p.amount,
    defaultPaymentMethod: p.paymentMethod ?? 'card',
    partnerUserId: `visitor-${p.address.slice(-6)}`,
    provider: p.provider,
  })
  expect(session.status).toBe(200)
  const page = await openCheckout(session.body.url)
  const paid = await payCheckout(
    session.body.url,
    page.data!,
    p.cardNumber ? { cardNumber: p.cardNumber } : {},
  )
  expect(paid.status).toBe(200)
  return { order: paid.body.order, quoted: quote.body.purchaseAmount.amount }
}

async function onrampHistory(address: string, provider: string, query: Record<string, string> = {}) {
  return requestJson<{ data: HistoryItem[]; next: string | null; code?: string }>(
    serviceUrl(devnet.apiUrl, `/v1/account/${address}/history`, { onramp: provider, ...query }),
  )
}

async function statusInHistory(address: string, provider: string, orderId: string) {
  const res = await onrampHistory(address, provider)
  return res.body.data.find((item) => item.id === orderId)
}

/** Delivers an order now (what the settler's timer does after its delay). */
const deliver = (orderId: string) => devnet.onramp!.service.options.settler.settle(orderId)

describe('the endpoints list', () => {
  it('names both providers with their checkout servers', () => {
    const { onramp } = describeDevnet(devnet)
    expect(onramp?.providers.map((p) => [p.id, p.name])).toEqual([
      ['harbor', 'Harbor Pay'],
      ['meridian', 'Meridian Ramp'],
    ])
    for (const p of onramp!.providers) expect(p.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
  })
})

describe('a paid order funds the wallet', () => {
  it('sends ETH on anvil from the treasury, exactly what the quote said; history goes pending → success', async () => {
    const address = freshEvm()
    const chain = devnet.chains[0]!
    const client = createPublicClient({ transport: http(chain.rpcUrl) })
    const { order, quoted } = await buy({
      address,
      network: chain.caipNetworkId,
      asset: 'ETH',
      provider: 'harbor',
      amount: '100',
    })
    expect(quoted).toBe('0.03267')
    expect(order).toMatchObject({ status: 'pending', purchaseAmount: { amount: quoted, currency: 'ETH' } })
    const pending = await statusInHistory(address, 'harbor', order.id)
    expect(pending?.metadata).toMatchObject({
      status: 'pending',
      operationType: 'buy',
      sentFrom: 'Harbor Pay',
    })
    expect(pending?.metadata.hash).toBeUndefined()
    expect(await client.getBalance({ address })).toBe(0n)

    await deliver(order.id)

    const done = await statusInHistory(address, 'harbor', order.id)
    expect(done?.metadata).toMatchObject({
      status: 'success',
      chain: chain.caipNetworkId,
      sentTo: getAddress(address),
    })
    expect(done?.transfers[0]).toMatchObject({ direction: 'in', quantity: { numeric: quoted } })
    expect(await client.getBalance({ address })).toBe(32_670_000_000_000_000n)
    const tx = await client.getTransaction({ hash: done!.metadata.hash as `0x${string}` })
    expect(getAddress(tx.from)).toBe(DEVNET_ONRAMP_TREASURY)
  })

  it('sends the USDC token on the second anvil chain (Meridian, bank account)', async () => {
    const address = freshEvm()
    const chain = devnet.chains[1]!
    const { order, quoted } = await buy({
      address,
      network: chain.caipNetworkId,
      asset: 'USDC',
      provider: 'meridian',
      amount: '250.00',
      paymentMethod: 'ach_bank_account',
    })
    expect(quoted).toBe('245')
    await deliver(order.id)
    const client = createPublicClient({ transport: http(chain.rpcUrl) })
    const held = await client.readContract({
      address: DEVNET_CONTRACTS.usdc,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [address],
    })
    expect(held).toBe(245_000_000n)
    expect((await statusInHistory(address, 'meridian', order.id))?.metadata.status).toBe('success')
  })

  it('sends SOL and USDC on the Solana node (balances read from the node)', async () => {
    const solana = devnet.solana!
    const rpc = createSolanaRpc(solana.rpcUrl)
    const address = await freshSolana()
    const sol = await buy({
      address,
      network: solana.caipNetworkId,
      asset: 'SOL',
      provider: 'harbor',
      amount: '30',
    })
    expect(sol.quoted).toBe('0.1914')
    await deliver(sol.order.id)
    const lamports = (await rpc.getBalance(address, { commitment: 'confirmed' }).send()).value
    expect(lamports).toBe(191_400_000n)

    const usdc = await buy({
      address,
      network: solana.caipNetworkId,
      asset: 'USDC',
      provider: 'meridian',
      amount: '20',
    })
    await deliver(usdc.order.id)
    const ata = await associatedTokenAddress(address, DEVNET_SOLANA_MINTS.usdc.address)
    const token = await rpc.getTokenAccountBalance(ata, { commitment: 'confirmed' }).send()
    expect(token.value.uiAmountString).toBe(usdc.quoted)
    expect(usdc.quoted).toBe('19.6')

    const history = await onrampHistory(address, 'harbor')
    expect(history.body.data.map((i) => [i.metadata.status, i.metadata.chain])).toEqual([
      ['success', solana.caipNetworkId],
    ])
    const signature = history.body.data[0]!.metadata.hash!
    // Sent by the treasury: it is the fee payer (first account key) and the err is null.
    const record = solana.ledger.transaction(signature)
    expect(record?.decoded.accountKeys[0]).toBe(DEVNET_ONRAMP_SOLANA_TREASURY)
    expect(record?.err).toBeNull()
  })
})

describe('a declined order', () => {
  it('funds nothing, even when delivery is attempted; history says failed', async () => {
    const address = freshEvm()
    const chain = devnet.chains[0]!
    const { order } = await buy({
      address,
      network: chain.caipNetworkId,
      asset: 'ETH',
      provider: 'meridian',
      amount: '40',
      cardNumber: '4000 0000 0000 0002',
    })
    expect(order).toMatchObject({ status: 'failed', failureReason: 'card_declined' })
    await deliver(order.id)
    const item = await statusInHistory(address, 'meridian', order.id)
    expect(item?.metadata.status).toBe('failed')
    expect(item?.metadata.hash).toBeUndefined()
    expect(item).toMatchObject({ metadata: { onramp: { failureReason: 'card_declined' } } })
    const client = createPublicClient({ transport: http(chain.rpcUrl) })
    expect(await client.getBalance({ address })).toBe(0n)
  })
})

describe('history with onramp', () => {
  it('pages newest first, filters by chain, keeps providers apart, and leaves plain history alone', async () => {
    const address = freshEvm()
    const [a, b] = devnet.chains
    const first = await buy({
      address,
      network: a!.caipNetworkId,
      asset: 'ETH',
      provider: 'harbor',
      amount: '10',
    })
    const second = await buy({
      address,
      network: b!.caipNetworkId,
      asset: 'USDC',
      provider: 'harbor',
      amount: '11',
    })
    const third = await buy({
      address,
      network: a!.caipNetworkId,
      asset: 'USDC',
      provider: 'harbor',
      amount: '12',
    })
    const other = await buy({
      address,
      network: a!.caipNetworkId,
      asset: 'ETH',
      provider: 'meridian',
      amount: '13',
    })

    const page1 = await onrampHistory(address, 'harbor', { limit: '2' })
    expect(page1.body.data.map((i) => i.id)).toEqual([third.order.id, second.order.id])
    const page2 = await onrampHistory(address, 'harbor', { limit: '2', cursor: page1.body.next! })
    expect(page2.body.data.map((i) => i.id)).toEqual([first.order.id])
    expect(page2.body.next).toBeNull()

    const onB = await onrampHistory(address, 'harbor', { chainId: b!.caipNetworkId })
    expect(onB.body.data.map((i) => i.id)).toEqual([second.order.id])
    const meridian = await onrampHistory(address, 'meridian')
    expect(meridian.body.data.map((i) => i.id)).toEqual([other.order.id])

    // Lower-case addresses find the same orders (EVM addresses are case-insensitive).
    expect((await onrampHistory(address.toLowerCase(), 'harbor')).body.data).toHaveLength(3)

    const unknown = await onrampHistory(address, 'nope')
    expect([unknown.status, unknown.body.code]).toEqual([400, 'unknown_provider'])
    const badCursor = await onrampHistory(address, 'harbor', { cursor: 'not-a-cursor' })
    expect([badCursor.status, badCursor.body.code]).toEqual([400, 'invalid_request'])
    const badAddress = await onrampHistory('0x1234', 'harbor')
    expect([badAddress.status, badAddress.body.code]).toEqual([400, 'invalid_address'])
    const plain = await requestJson<{ data: HistoryItem[] }>(
      serviceUrl(devnet.apiUrl, `/v1/account/${address}/history`),
    )
    expect(plain.body.data).toEqual([]) // nothing delivered yet: no transaction touches the address
  })
})
