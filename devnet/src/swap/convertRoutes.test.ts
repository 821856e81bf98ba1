import {
  type Address,
  createPublicClient,
  createWalletClient,
  decodeFunctionData,
  erc20Abi,
  type Hex,
  http,
  maxUint256,
  parseEther,
  parseUnits,
} from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEVNET_ACCOUNTS } from '../chain/accounts'
import { DEVNET_CONTRACTS } from '../chain/contracts'
import { type Devnet, OPTIONAL_SERVICES_OFF, startDevnet } from '../startDevnet'
import { requestJson, serviceUrl } from '../testing/request'
import { SWAP_GAS_ONE_HOP, SWAP_GAS_PER_EXTRA_HOP } from './buildSwapTransaction'
import { NATIVE_TOKEN_ADDRESS } from './convertParams'
import { pairAbi, routerAbi } from './dexAbi'
import { DEVNET_DEX, pairAddress, sortTokens } from './dexContracts'

let devnet: Devnet
// Generous but finite: a whole devnet on a loaded 2-core machine took 20-35 s at load ~25.
beforeAll(async () => {
  devnet = await startDevnet({ ...OPTIONAL_SERVICES_OFF, solana: false })
}, 180_000)
afterAll(() => devnet?.stop())

const CHAIN = 31337
const caip = (address: string) => `eip155:${CHAIN}:${address}`
const ETH = caip(NATIVE_TOKEN_ADDRESS)
const USDC = caip(DEVNET_CONTRACTS.usdc)
const DAI = caip(DEVNET_CONTRACTS.dai)
const plain = (caip10: string) => caip10.split(':')[2] as Address

interface Quote {
  quotes: Array<{ id: null; fromAmount: string; fromAccount: string; toAmount: string; toAccount: string }>
}
interface BuiltTx {
  tx: {
    from: string
    to: string
    data: Hex
    amount: string
    value: string
    eip155: { gas: string; gasPrice: string }
  }
}
interface ApproveTx {
  tx: { from: string; to: string; data: Hex; value: string; eip155: { gas: string; gasPrice: string } }
}

const get = <T>(path: string, query: Record<string, string>) =>
  requestJson<T>(serviceUrl(devnet.apiUrl, path, query))
const post = <T>(path: string, body: unknown) => requestJson<T>(serviceUrl(devnet.apiUrl, path), { body })
const rpc = () => devnet.chains[0]!.rpcUrl
const client = () => createPublicClient({ transport: http(rpc()) })
const balanceOf = (token: Address, owner: Address) =>
  client().readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [owner] })

/** The reserves of the pool of two tokens, in the order asked. */
async function pairReserves(a: Address, b: Address) {
  const pair = pairAddress(a, b)
  const [r0, r1] = await client().readContract({ address: pair, abi: pairAbi, functionName: 'getReserves' })
  return sortTokens(a, b)[0] === a ? [r0, r1] : [r1, r0]
}

/** Sends a transaction the API built, from an anvil-unlocked devnet account; resolves with its receipt. */
async function send(from: Address, tx: { to: string; data: Hex; value?: string; eip155: { gas: string } }) {
  const wallet = createWalletClient({ account: from, transport: http(rpc()) })
  const hash = await wallet.sendTransaction({
    chain: null,
    to: plain(tx.to),
    data: tx.data,
    value: BigInt(tx.value ?? '0'),
    gas: BigInt(tx.eip155.gas),
  })
  return client().waitForTransactionReceipt({ hash })
}

async function quote(from: string, to: string, amount: bigint, user: Address) {
  const res = await get<Quote>('/v1/convert/quotes', {
    amount: amount.toString(),
    userAddress: caip(user),
    from,
    to,
    gasPrice: '0',
  })
  expect(res.status).toBe(200)
  return BigInt(res.body.quotes[0]!.toAmount)
}

function buildTransaction(
  from: string,
  to: string,
  amount: bigint,
  user: Address,
  extra: Record<string, unknown> = {},
) {
  return post<BuiltTx>('/v1/convert/build-transaction', {
    amount: amount.toString(),
    from,
    to,
    userAddress: caip(user),
    eip155: { slippage: 1 },
    ...extra,
  })
}

describe('GET /v1/convert/tokens', () => {
  it('lists the native token and the pooled ERC-20s of the chain as CAIP-10 ids', async () => {
    const res = await get<{ tokens: Array<Record<string, unknown>> }>('/v1/convert/tokens', {
      chainId: 'eip155:31338',
    })
    expect(res.status).toBe(200)
    expect(res.body.tokens.map((t) => [t.symbol, t.address, t.decimals])).toEqual([
      ['ETH', `eip155:31338:${NATIVE_TOKEN_ADDRESS}`, 18],
      ['USDC', `eip155:31338:${DEVNET_CONTRACTS.usdc}`, 6],
      ['DAI', `eip155:31338:${DEVNET_CONTRACTS.dai}`, 18],
    ])
    expect(res.body.tokens[1]).toMatchObject({
      name: 'USD Coin',
      eip2612: false,
      logoUri: expect.stringContaining('USDC'),
    })
  })

  it('answers an unserved chain with no tokens and a missing chainId with 400', async () => {
    expect((await get('/v1/convert/tokens', { chainId: 'eip155:1' })).body).toEqual({ tokens: [] })
    expect((await get('/v1/convert/tokens', { chainId: 'solana:abc' })).body).toEqual({ tokens: [] })
    expect((await get('/v1/convert/tokens', {})).status).toBe(400)
  })
})

describe('GET /v1/convert/gas-price', () => {
  it('answers the node gas price as standard, with fast and instant above it', async () => {
    const res = await get<{ standard: string; fast: string; instant: string }>('/v1/convert/gas-price', {
      chainId: `eip155:${CHAIN}`,
    })
    expect(res.status).toBe(200)
    const node = await client().getGasPrice()
    const [standard, fast, instant] = [res.body.standard, res.body.fast, res.body.instant].map(BigInt)
    // A block mined between the two reads may lower the base fee: the node price can only have fallen.
    expect(standard).toBeGreaterThanOrEqual(node)
    expect(standard).toBeGreaterThan(0n)
    expect(fast).toBe((standard! * 120n) / 100n)
    expect(instant).toBe((standard! * 150n) / 100n)
    expect((await get('/v1/convert/gas-price', { chainId: 'eip155:1' })).status).toBe(400)
  })
})

describe('POST /v1/fungible/price', () => {
  it('prices the native token and the ERC-20s from the pools against USDC', async () => {
    const res = await post<{ fungibles: Array<{ address: string; symbol: string; price: number }> }>(
      '/v1/fungible/price',
      {
        currency: 'usd',
        addresses: [
          caip(NATIVE_TOKEN_ADDRESS),
          USDC,
          `eip155:31338:${DEVNET_CONTRACTS.dai}`,
          'eip155:1:0x0000000000000000000000000000000000000001',
        ],
      },
    )
    expect(res.status).toBe(200)
    const bySymbol = Object.fromEntries(res.body.fungibles.map((f) => [f.symbol, f]))
    expect(Object.keys(bySymbol)).toEqual(['ETH', 'USDC', 'DAI'])
    expect(bySymbol.USDC!.price).toBe(1)
    expect(bySymbol.ETH!.price).toBeCloseTo(3000, 0)
    expect(bySymbol.DAI!.price).toBeCloseTo(0.9998, 6)
    expect(bySymbol.DAI!.address).toBe(`eip155:31338:${DEVNET_CONTRACTS.dai}`)
  })

  it('rejects a non-USD currency and a body without addresses', async () => {
    expect((await post('/v1/fungible/price', { currency: 'eur', addresses: [USDC] })).status).toBe(400)
    expect((await post('/v1/fungible/price', { currency: 'usd' })).status).toBe(400)
  })
})

describe('quotes and swaps against the deployed pools', () => {
  it('quotes what the router gives: native → token, with value, changes the receiver balance by the quote', async () => {
    const user = DEVNET_ACCOUNTS[5]!.address
    const amount = parseEther('2')
    const quoted = await quote(ETH, USDC, amount, user)
    const [fromRouter] = (
      await client().readContract({
        address: DEVNET_DEX.router,
        abi: routerAbi,
        functionName: 'getAmountsOut',
        args: [amount, [DEVNET_DEX.weth, DEVNET_CONTRACTS.usdc]],
      })
    ).slice(-1)
    expect(quoted).toBe(fromRouter)
    const built = await buildTransaction(ETH, USDC, amount, user)
    expect(built.status).toBe(200)
    expect(built.body.tx).toMatchObject({
      from: caip(user),
      to: caip(DEVNET_DEX.router),
      amount: quoted.toString(),
      value: amount.toString(),
    })
    const { args, functionName } = decodeFunctionData({ abi: routerAbi, data: built.body.tx.data })
    expect(functionName).toBe('swapExactETHForTokens')
    expect(args[0]).toBe((quoted * 99n) / 100n) // min out at 1 % slippage
    const before = await balanceOf(DEVNET_CONTRACTS.usdc, user)
    const receipt = await send(user, built.body.tx)
    expect(receipt.status).toBe('success')
    expect((await balanceOf(DEVNET_CONTRACTS.usdc, user)) - before).toBe(quoted)
  })

  it('token → token: the allowance is checked, the exact approval lands, then the swap pays the quote', async () => {
    const user = DEVNET_ACCOUNTS[3]!.address
    const amount = parseUnits('1500', 6)
    const allowance = () =>
      get<{ allowance: string }>('/v1/convert/allowance', { tokenAddress: USDC, userAddress: caip(user) })
    expect((await allowance()).body).toEqual({ allowance: '0' })
    // Without the allowance the router cannot pull the tokens: the estimate reverts and the build is refused.
    const refused = await buildTransaction(USDC, DAI, amount, user)
    expect(refused.status).toBe(400)

    const approve = await get<ApproveTx>('/v1/convert/build-approve', {
      userAddress: caip(user),
      from: USDC,
      to: DAI,
      amount: amount.toString(),
    })
    expect(approve.status).toBe(200)
    expect(approve.body.tx).toMatchObject({ from: USDC, to: USDC, value: '0' })
    expect(decodeFunctionData({ abi: erc20Abi, data: approve.body.tx.data }).args).toEqual([
      DEVNET_DEX.router,
      amount,
    ])
    expect((await send(user, approve.body.tx)).status).toBe('success')
    expect((await allowance()).body).toEqual({ allowance: amount.toString() })

    const quoted = await quote(USDC, DAI, amount, user)
    const built = await buildTransaction(USDC, DAI, amount, user)
    expect(built.status).toBe(200)
    expect(decodeFunctionData({ abi: routerAbi, data: built.body.tx.data }).functionName).toBe(
      'swapExactTokensForTokens',
    )
    expect(BigInt(built.body.tx.eip155.gas)).toBeGreaterThan(21_000n)
    const [usdcBefore, daiBefore] = await Promise.all([
      balanceOf(DEVNET_CONTRACTS.usdc, user),
      balanceOf(DEVNET_CONTRACTS.dai, user),
    ])
    expect((await send(user, built.body.tx)).status).toBe('success')
    expect(usdcBefore - (await balanceOf(DEVNET_CONTRACTS.usdc, user))).toBe(amount)
    expect((await balanceOf(DEVNET_CONTRACTS.dai, user)) - daiBefore).toBe(quoted)
    // The exact allowance is used up: nothing is left for the router to pull later.
    expect((await allowance()).body).toEqual({ allowance: '0' })
  })

  it('token → native pays ether, and the native token never needs an allowance', async () => {
    const user = DEVNET_ACCOUNTS[4]!.address
    const amount = parseUnits('300', 18)
    expect((await get('/v1/convert/allowance', { tokenAddress: ETH, userAddress: caip(user) })).body).toEqual(
      { allowance: maxUint256.toString() },
    )
    const approve = await get<ApproveTx>('/v1/convert/build-approve', {
      userAddress: caip(user),
      from: DAI,
      to: ETH,
      amount: amount.toString(),
    })
    await send(user, approve.body.tx)
    const quoted = await quote(DAI, ETH, amount, user)
    const built = await buildTransaction(DAI, ETH, amount, user)
    expect(decodeFunctionData({ abi: routerAbi, data: built.body.tx.data }).functionName).toBe(
      'swapExactTokensForETH',
    )
    const before = await client().getBalance({ address: user })
    const receipt = await send(user, built.body.tx)
    const fee = receipt.gasUsed * receipt.effectiveGasPrice
    expect((await client().getBalance({ address: user })) - before + fee).toBe(quoted)
  })

  it('reverts a swap whose price moved beyond the slippage after the quote, leaving the balances as they were', async () => {
    const [victim, whale] = [DEVNET_ACCOUNTS[6]!.address, DEVNET_ACCOUNTS[7]!.address]
    const amount = parseEther('5')
    const built = await buildTransaction(ETH, DAI, amount, victim)
    expect(built.status).toBe(200)
    // Someone else buys DAI with 100 ETH first: the pool's DAI price rises well over 1 %.
    const front = await buildTransaction(ETH, DAI, parseEther('100'), whale)
    expect((await send(whale, front.body.tx)).status).toBe('success')
    const daiBefore = await balanceOf(DEVNET_CONTRACTS.dai, victim)
    const ethBefore = await client().getBalance({ address: victim })
    // The router refuses it for the slippage guard (a dry run shows the reason), and mined it reverts.
    await expect(
      client().call({
        account: victim,
        to: DEVNET_DEX.router,
        data: built.body.tx.data,
        value: BigInt(built.body.tx.value),
      }),
    ).rejects.toThrow(/INSUFFICIENT_OUTPUT_AMOUNT/)
    expect((await send(victim, built.body.tx)).status).toBe('reverted')
    expect(await balanceOf(DEVNET_CONTRACTS.dai, victim)).toBe(daiBefore)
    // Only gas left the account: the 5 ETH did not.
    expect(ethBefore - (await client().getBalance({ address: victim }))).toBeLessThan(parseEther('0.01'))
    // A fresh quote reflects the moved pool and swaps fine.
    const again = await buildTransaction(ETH, DAI, amount, victim)
    expect(BigInt(again.body.tx.amount)).toBeLessThan(BigInt(built.body.tx.amount))
    expect((await send(victim, again.body.tx)).status).toBe('success')
  })

  it('a swap built in the second of its pool\u2019s last trade still lands when mined a later second', async () => {
    // The estimate then leaves out the pool's price-accumulator writes; the limit the API gives must cover them.
    const user = DEVNET_ACCOUNTS[5]!.address
    const amount = parseEther('1')
    const nextBlockAt = (t: bigint) =>
      client().request({ method: 'evm_setNextBlockTimestamp' as never, params: [Number(t)] as never })
    const at = (await client().getBlock()).timestamp + 100n
    await nextBlockAt(at)
    expect((await send(user, (await buildTransaction(ETH, USDC, amount, user)).body.tx)).status).toBe(
      'success',
    )
    await nextBlockAt(at) // the estimate runs in the block-to-be of that same second
    const built = await buildTransaction(ETH, USDC, amount, user)
    await nextBlockAt(at + 10n)
    const receipt = await send(user, built.body.tx)
    expect(receipt.status).toBe('success')
    expect(receipt.gasUsed).toBeLessThan(BigInt(built.body.tx.eip155.gas))
  })

  it('reports the price the pool moved to', async () => {
    const price = async () =>
      (
        await post<{ fungibles: Array<{ price: number }> }>('/v1/fungible/price', {
          currency: 'usd',
          addresses: [ETH],
        })
      ).body.fungibles[0]!.price
    const before = await price()
    // Selling ether for USDC (the only route: the WETH/USDC pool itself) lowers ether's price in it.
    const seller = DEVNET_ACCOUNTS[8]!.address
    const sale = await buildTransaction(ETH, USDC, parseEther('50'), seller)
    expect((await send(seller, sale.body.tx)).status).toBe('success')
    const after = await price()
    expect(after).toBeLessThan(before)
    const [rWeth, rUsdc] = await pairReserves(DEVNET_DEX.weth, DEVNET_CONTRACTS.usdc)
    expect(after).toBeCloseTo(Number(rUsdc) / 1e6 / (Number(rWeth) / 1e18), 6)
  })

  it('quotes the best of the direct pool and the routes through WETH', async () => {
    const amount = parseUnits('2000', 6)
    const out = async (path: Address[]) =>
      (
        await client().readContract({
          address: DEVNET_DEX.router,
          abi: routerAbi,
          functionName: 'getAmountsOut',
          args: [amount, path],
        })
      ).at(-1)!
    const [direct, viaWeth] = await Promise.all([
      out([DEVNET_CONTRACTS.usdc, DEVNET_CONTRACTS.dai]),
      out([DEVNET_CONTRACTS.usdc, DEVNET_DEX.weth, DEVNET_CONTRACTS.dai]),
    ])
    // The swaps above moved the pools apart, so the two routes differ.
    expect(direct).not.toBe(viaWeth)
    const [best] = [direct, viaWeth].sort((a, b) => (a < b ? 1 : -1)) // Math.max takes no bigint
    expect(await quote(USDC, DAI, amount, DEVNET_ACCOUNTS[2]!.address)).toBe(best)
  })
})

describe('bad input', () => {
  const user = DEVNET_ACCOUNTS[2]!.address
  it.each([
    ['a zero amount', { amount: '0', from: USDC, to: DAI }],
    ['a decimal amount', { amount: '1.5', from: USDC, to: DAI }],
    ['letters in the amount', { amount: '12abc', from: USDC, to: DAI }],
    ['the same token on both sides', { amount: '1000', from: USDC, to: USDC }],
    ['a plain address for a token', { amount: '1000', from: DEVNET_CONTRACTS.usdc, to: DAI }],
    ['tokens on two chains', { amount: '1000', from: USDC, to: `eip155:31338:${DEVNET_CONTRACTS.dai}` }],
    [
      'an unserved chain',
      { amount: '1000', from: `eip155:1:${DEVNET_CONTRACTS.usdc}`, to: `eip155:1:${DEVNET_CONTRACTS.dai}` },
    ],
    ['a token without a pool', { amount: '1000', from: caip(DEVNET_CONTRACTS.nft), to: DAI }],
  ])('quotes: %s is a 400 with a reason', async (_, query) => {
    const res = await get<{ message: string; reasons: Array<{ description: string }> }>(
      '/v1/convert/quotes',
      {
        ...query,
        userAddress: caip(user),
      },
    )
    expect(res.status).toBe(400)
    expect(res.body.reasons[0]!.description).toBe(res.body.message)
  })

  it('refuses an approval without an amount, and of the native token', async () => {
    expect(
      (await get('/v1/convert/build-approve', { userAddress: caip(user), from: USDC, to: DAI })).status,
    ).toBe(400)
    expect(
      (await get('/v1/convert/build-approve', { userAddress: caip(user), from: ETH, to: DAI, amount: '1' }))
        .status,
    ).toBe(400)
  })

  it('approves the maximum only when asked for unlimited', async () => {
    const res = await get<ApproveTx>('/v1/convert/build-approve', {
      userAddress: caip(user),
      from: USDC,
      to: DAI,
      unlimited: 'true',
    })
    expect(decodeFunctionData({ abi: erc20Abi, data: res.body.tx.data }).args).toEqual([
      DEVNET_DEX.router,
      maxUint256,
    ])
  })

  it('requires a slippage and refuses one above 50 %', async () => {
    const base = { amount: '1000', from: ETH, to: DAI, userAddress: caip(user) }
    expect((await post('/v1/convert/build-transaction', base)).status).toBe(400)
    expect((await post('/v1/convert/build-transaction', { ...base, eip155: { slippage: 60 } })).status).toBe(
      400,
    )
    expect(
      (await post('/v1/convert/build-transaction', { ...base, eip155: { slippage: '0.5' } })).status,
    ).toBe(200)
  })

  it('builds without an estimate when asked (an approval in the same batch has not landed yet)', async () => {
    const res = await buildTransaction(USDC, DAI, parseUnits('10', 6), user, { disableEstimate: true })
    expect(res.status).toBe(200)
    const { args } = decodeFunctionData({ abi: routerAbi, data: res.body.tx.data })
    const path = args[2] as readonly Address[]
    expect(BigInt(res.body.tx.eip155.gas)).toBe(
      SWAP_GAS_ONE_HOP + SWAP_GAS_PER_EXTRA_HOP * BigInt(path.length - 2),
    )
  })
})

describe('faults reach the convert endpoints', () => {
  const addFault = (rule: Record<string, unknown>) =>
    requestJson(`${devnet.apiUrl}/__devnet/faults`, { body: rule })
  const clear = () => fetch(`${devnet.apiUrl}/__devnet/faults`, { method: 'DELETE' })
  const user = () => caip(DEVNET_ACCOUNTS[0]!.address)
  const swapBody = () => ({
    amount: '1000',
    from: ETH,
    to: DAI,
    userAddress: user(),
    eip155: { slippage: 1 },
  })
  // [name, path, query (GET) or body (POST)]
  const requests: Array<[string, string, () => Record<string, unknown>, 'GET' | 'POST']> = [
    ['tokens', '/v1/convert/tokens', () => ({ chainId: `eip155:${CHAIN}` }), 'GET'],
    ['quotes', '/v1/convert/quotes', () => ({ amount: '1000', from: USDC, to: DAI }), 'GET'],
    ['gas-price', '/v1/convert/gas-price', () => ({ chainId: `eip155:${CHAIN}` }), 'GET'],
    ['allowance', '/v1/convert/allowance', () => ({ tokenAddress: USDC, userAddress: user() }), 'GET'],
    [
      'build-approve',
      '/v1/convert/build-approve',
      () => ({ from: USDC, to: DAI, userAddress: user(), amount: '1' }),
      'GET',
    ],
    ['build-transaction', '/v1/convert/build-transaction', swapBody, 'POST'],
    ['price', '/v1/fungible/price', () => ({ currency: 'usd', addresses: [USDC] }), 'POST'],
  ]

  it.each(requests)(
    '%s: 500, 429 with Retry-After, malformed JSON and a timeout, then healthy again',
    async (_, path, input, method) => {
      const call = (signal?: AbortSignal) =>
        method === 'GET'
          ? fetch(
              serviceUrl(devnet.apiUrl, path, input() as Record<string, string>),
              signal ? { signal } : {},
            )
          : fetch(serviceUrl(devnet.apiUrl, path), {
              method,
              headers: { 'content-type': 'application/json' },
              body: JSON.stringify(input()),
              ...(signal ? { signal } : {}),
            })
      await addFault({ route: path, kind: '500', count: 1 })
      expect((await call()).status).toBe(500)
      await addFault({ route: path, kind: '429', retryAfter: 3, count: 1 })
      const limited = await call()
      expect([limited.status, limited.headers.get('retry-after')]).toEqual([429, '3'])
      await addFault({ route: path, kind: 'malformed', count: 1 })
      const malformed = await call()
      expect(malformed.status).toBe(200)
      await expect(malformed.json()).rejects.toThrow(SyntaxError)
      await addFault({ route: path, kind: 'timeout', count: 1 })
      await expect(call(AbortSignal.timeout(300))).rejects.toThrow(/timeout|aborted/i)
      await clear()
      expect((await call()).status).toBe(200)
    },
  )

  it('a glob over /v1/convert/* reaches every convert route', async () => {
    await addFault({ route: '/v1/convert/*', kind: '503', retryAfter: 1 })
    for (const [, path, input, method] of requests.filter(([name]) => name !== 'price')) {
      const res =
        method === 'GET'
          ? await fetch(serviceUrl(devnet.apiUrl, path, input() as Record<string, string>))
          : await fetch(serviceUrl(devnet.apiUrl, path), { method, body: JSON.stringify(input()) })
      expect([path, res.status]).toEqual([path, 503])
    }
    await clear()
  })
})
