import { describe, expect, it } from 'vitest'
import {
  allowanceResponseSchema,
  buildApproveResponseSchema,
  buildTransactionResponseSchema,
  gasPriceResponseSchema,
  priceResponseSchema,
  quotesResponseSchema,
  tokensResponseSchema,
} from './schemas'

const USDC = 'eip155:31337:0x700b6A60ce7EaaEA56F065753d8dcB9653dbAD35'
const DAI = 'eip155:31337:0xA15BB66138824a1c7167f5E85b957d04Dd34E468'

describe('convert answer schemas', () => {
  it('parse the devnet answers, amounts as bigint', () => {
    expect(
      tokensResponseSchema().parse({
        tokens: [
          { name: 'USD Coin', symbol: 'USDC', address: USDC, decimals: 6, logoUri: 'x', eip2612: false },
        ],
      }).tokens[0]?.decimals,
    ).toBe(6)
    const quotes = quotesResponseSchema().parse({
      quotes: [
        {
          id: null,
          fromAmount: '1000000',
          fromAccount: USDC,
          toAmount: '999700000000000000',
          toAccount: DAI,
        },
      ],
    })
    expect(quotes.quotes[0]?.fromAmount).toBe(1_000_000n)
    expect(
      allowanceResponseSchema().parse({
        allowance: '115792089237316195423570985008687907853269984665640564039457584007913129639935',
      }).allowance,
    ).toBe(2n ** 256n - 1n)
    expect(
      gasPriceResponseSchema().parse({ standard: '2000000000', fast: '2400000000', instant: '3000000000' }),
    ).toEqual({
      standard: 2_000_000_000n,
      fast: 2_400_000_000n,
      instant: 3_000_000_000n,
    })
    expect(
      priceResponseSchema().parse({
        fungibles: [{ name: 'Ether', symbol: 'ETH', iconUrl: 'x', price: 3000 }],
      }).fungibles[0]?.price,
    ).toBe(3000)
    const approve = buildApproveResponseSchema().parse({
      tx: {
        from: USDC,
        to: USDC,
        data: '0x095ea7b3',
        value: '0',
        eip155: { gas: '46000', gasPrice: '2000000000' },
      },
    })
    expect(approve.tx.eip155.gas).toBe(46_000n)
    const swap = buildTransactionResponseSchema().parse({
      tx: {
        from: USDC,
        to: DAI,
        data: '0x38ed1739',
        amount: '5',
        value: '0',
        eip155: { gas: 150000, gasPrice: '1' },
        extra: true,
      },
    })
    expect(swap.tx).toMatchObject({ amount: 5n, value: 0n, eip155: { gas: 150_000n, gasPrice: 1n } })
  })

  it('keep a token whose decimals the API omits (it is listed, not swappable)', () => {
    expect(
      tokensResponseSchema().parse({ tokens: [{ name: 'X', symbol: 'X', address: USDC }] }).tokens[0]
        ?.decimals,
    ).toBeUndefined()
  })

  it.each([
    ['tokens without a list', tokensResponseSchema, {}],
    [
      'a token with a plain address',
      tokensResponseSchema,
      { tokens: [{ name: 'X', symbol: 'X', address: '0x1234' }] },
    ],
    [
      'negative decimals',
      tokensResponseSchema,
      { tokens: [{ name: 'X', symbol: 'X', address: USDC, decimals: -1 }] },
    ],
    [
      'a fractional fromAmount',
      quotesResponseSchema,
      { quotes: [{ fromAmount: '1.5', fromAccount: USDC, toAccount: DAI }] },
    ],
    ['a negative price', priceResponseSchema, { fungibles: [{ name: 'X', symbol: 'X', price: -1 }] }],
    [
      'a price that is not a number',
      priceResponseSchema,
      { fungibles: [{ name: 'X', symbol: 'X', price: '3000' }] },
    ],
    ['an allowance in hex', allowanceResponseSchema, { allowance: '0xff' }],
    ['a missing gas tier', gasPriceResponseSchema, { standard: '1', fast: '1' }],
    [
      'calldata that is not hex',
      buildTransactionResponseSchema,
      { tx: { from: USDC, to: DAI, data: 'swap!', amount: '1', eip155: { gas: '1', gasPrice: '1' } } },
    ],
    [
      'a swap without its gas',
      buildTransactionResponseSchema,
      { tx: { from: USDC, to: DAI, data: '0x', amount: '1', eip155: { gasPrice: '1' } } },
    ],
    [
      'an approval without a target',
      buildApproveResponseSchema,
      { tx: { from: USDC, data: '0x', value: '0', eip155: { gasPrice: '1' } } },
    ],
  ] as const)('refuse %s', (_, schema, value) => {
    expect(schema().safeParse(value).success).toBe(false)
  })

  it('refuse anything that is not an object, without throwing', () => {
    for (const schema of [
      tokensResponseSchema,
      quotesResponseSchema,
      priceResponseSchema,
      allowanceResponseSchema,
    ]) {
      for (const value of [null, undefined, 42, 'text', [], true])
        expect(schema().safeParse(value).success).toBe(false)
    }
  })

  it('are built once', () => {
    expect(quotesResponseSchema()).toBe(quotesResponseSchema())
  })
})
