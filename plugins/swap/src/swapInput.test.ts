import { describe, expect, it } from 'vitest'
import {
  IncorrectAmountError,
  InvalidSwapAmountError,
  InvalidSwapInputError,
  SWAP_ERROR_CODES,
} from './errors'
import type { SwapToken } from './schemas'
import { quoteToAmount, searchTokens, swappableTokens, validateSwapInput } from './swapInput'

const token = (symbol: string, address: string, decimals?: number): SwapToken => ({
  name: `${symbol} token`,
  symbol,
  address: `eip155:31337:${address}`,
  ...(decimals !== undefined ? { decimals } : {}),
})
const ETH = token('ETH', '0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE', 18)
const USDC = token('USDC', '0x700b6A60ce7EaaEA56F065753d8dcB9653dbAD35', 6)
const DAI = token('DAI', '0xA15BB66138824a1c7167f5E85b957d04Dd34E468', 18)
const NO_DECIMALS = token('ODD', '0x0000000000000000000000000000000000000bad')

function thrown(fn: () => unknown): unknown {
  try {
    fn()
  } catch (error) {
    return error
  }
  return undefined
}

describe('validateSwapInput (spec §5)', () => {
  it('parses the source amount in the source token decimals', () => {
    expect(validateSwapInput({ source: USDC, target: DAI, amount: '12.5' })).toBe(12_500_000n)
    expect(validateSwapInput({ source: ETH, target: USDC, amount: '0.01' })).toBe(10n ** 16n)
  })

  it.each([
    ['no source token', { source: undefined, target: DAI, amount: '1' }, 'noSourceToken'],
    ['no target token', { source: USDC, target: undefined, amount: '1' }, 'noTargetToken'],
    [
      'a target whose decimals the API omitted',
      { source: USDC, target: NO_DECIMALS, amount: '1' },
      'targetTokenIncomplete',
    ],
    [
      'the same token on both sides',
      { source: USDC, target: { ...USDC, address: USDC.address.toLowerCase() }, amount: '1' },
      'sameToken',
    ],
  ])('refuses %s', (_, input, reason) => {
    const error = thrown(() => validateSwapInput(input))
    expect(error).toBeInstanceOf(InvalidSwapInputError)
    expect((error as InvalidSwapInputError).reason).toBe(reason)
  })

  it.each([
    ['0', 'zero'],
    ['-3', 'negative'],
    ['1.1234567', 'tooManyDecimals'],
    ['twelve', 'format'],
  ])('refuses the amount %j (%s)', (amount, reason) => {
    const error = thrown(() => validateSwapInput({ source: USDC, target: DAI, amount }))
    expect(error).toBeInstanceOf(InvalidSwapAmountError)
    expect((error as InvalidSwapAmountError).reason).toBe(reason)
  })

  it('refuses a source token whose decimals are unknown', () => {
    const error = thrown(() => validateSwapInput({ source: NO_DECIMALS, target: DAI, amount: '1' }))
    expect((error as InvalidSwapAmountError).reason).toBe('decimalsUnknown')
  })
})

describe('quoteToAmount', () => {
  const answer = (toAmount: unknown) => ({
    quotes: [{ id: null, fromAmount: 1n, fromAccount: USDC.address, toAmount, toAccount: DAI.address }],
  })
  it('reads quotes[0].toAmount as base units', () => {
    expect(quoteToAmount(answer('1000000000000000000') as never)).toBe(10n ** 18n)
    expect(quoteToAmount(answer(42) as never)).toBe(42n)
  })

  it.each([undefined, null, '', '1.5', '-1', 'abc', 1.5])(
    'a quote with toAmount %j is an Incorrect amount',
    (toAmount) => {
      const error = thrown(() => quoteToAmount(answer(toAmount) as never))
      expect(error).toBeInstanceOf(IncorrectAmountError)
      expect((error as IncorrectAmountError).code).toBe(SWAP_ERROR_CODES.incorrectAmount)
      expect((error as IncorrectAmountError).descriptionKey).toBe('pleaseEnterValidAmount')
    },
  )

  it('a response with no quote at all is an Incorrect amount too', () => {
    expect(thrown(() => quoteToAmount({ quotes: [] }))).toBeInstanceOf(IncorrectAmountError)
  })
})

describe('the token list', () => {
  it('drops tokens without decimals or with 0 decimals, and puts the visitor holdings on top by value', () => {
    const zero = token('NFT', '0x00000000000000000000000000000000000000aa', 0)
    const holdings = new Map([
      [DAI.address.toLowerCase(), 50],
      [ETH.address.toLowerCase(), 3000],
    ])
    expect(swappableTokens([USDC, zero, DAI, NO_DECIMALS, ETH], holdings).map((t) => t.symbol)).toEqual([
      'ETH',
      'DAI',
      'USDC',
    ])
    expect(swappableTokens([USDC, DAI, ETH]).map((t) => t.symbol)).toEqual(['DAI', 'ETH', 'USDC'])
  })

  it('searches by symbol, name or address prefix', () => {
    const list = [ETH, USDC, DAI]
    expect(searchTokens(list, 'usd').map((t) => t.symbol)).toEqual(['USDC'])
    expect(searchTokens(list, ' dai TOKEN ').map((t) => t.symbol)).toEqual(['DAI'])
    expect(searchTokens(list, '0x700b').map((t) => t.symbol)).toEqual(['USDC'])
    expect(searchTokens(list, '')).toHaveLength(3)
  })
})
