import { describe, expect, it } from 'vitest'
import { HttpError } from '../http/reply'
import {
  approveQuerySchema,
  buildTransactionBodySchema,
  NATIVE_TOKEN_ADDRESS,
  parseCaip10,
  parseOr400,
  quoteQuerySchema,
} from './convertParams'

const USDC = 'eip155:31337:0x700b6a60ce7eaaea56f065753d8dcb9653dbad35'

function thrown(fn: () => unknown): unknown {
  try {
    fn()
  } catch (error) {
    return error
  }
  return undefined
}

describe('parseCaip10', () => {
  it('reads chain and checksummed address, and knows the native pseudo-addresses', () => {
    expect(parseCaip10(USDC, 'from')).toEqual({
      chainId: 31337,
      address: '0x700b6A60ce7EaaEA56F065753d8dcB9653dbAD35',
      native: false,
      caip10: 'eip155:31337:0x700b6A60ce7EaaEA56F065753d8dcB9653dbAD35',
    })
    expect(parseCaip10(`eip155:1:${NATIVE_TOKEN_ADDRESS.toLowerCase()}`, 'from').native).toBe(true)
    expect(parseCaip10('eip155:1:0x0000000000000000000000000000000000000000', 'from').native).toBe(true)
  })

  it('takes a plain address only where a chain is given', () => {
    expect(parseCaip10('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', 'userAddress', 31338).caip10).toBe(
      'eip155:31338:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
    )
    expect(thrown(() => parseCaip10('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', 'from'))).toBeInstanceOf(
      HttpError,
    )
  })

  it.each([
    '',
    'eip155',
    'eip155:1',
    'solana:abc:0x1',
    'eip155:x:0x1',
    'eip155:1:0x12',
    'eip155:1:2:3',
    `eip155:-1:${'0x'.padEnd(42, 'a')}`,
  ])('refuses %j with a 400', (raw) => {
    const error = thrown(() => parseCaip10(raw, 'from'))
    expect(error).toBeInstanceOf(HttpError)
    expect((error as HttpError).status).toBe(400)
  })
})

describe('request schemas', () => {
  it('name the parameter that is wrong', () => {
    const error = thrown(() =>
      parseOr400(
        quoteQuerySchema,
        new URLSearchParams({ amount: '1.5', from: USDC, to: USDC }),
        'quote request',
      ),
    )
    expect((error as HttpError).message).toBe(
      'Invalid quote request: amount must be a whole number of base units (digits only)',
    )
    expect(
      (
        thrown(() =>
          parseOr400(
            buildTransactionBodySchema,
            { amount: '1', from: USDC, to: USDC, userAddress: USDC },
            'x',
          ),
        ) as HttpError
      ).message,
    ).toBe('Invalid x: eip155 is required (with its slippage)')
  })

  it('need an exact approval amount unless unlimited is asked for', () => {
    const query = { userAddress: USDC, from: USDC }
    expect(approveQuerySchema.safeParse(query).success).toBe(false)
    expect(approveQuerySchema.safeParse({ ...query, amount: '5' }).success).toBe(true)
    expect(approveQuerySchema.safeParse({ ...query, unlimited: 'true' }).success).toBe(true)
    expect(approveQuerySchema.safeParse({ ...query, unlimited: 'false' }).success).toBe(false)
  })

  it('refuse amounts past uint256', () => {
    expect(
      quoteQuerySchema.safeParse({ amount: (2n ** 256n).toString(), from: USDC, to: USDC }).success,
    ).toBe(false)
    expect(
      quoteQuerySchema.safeParse({ amount: (2n ** 256n - 1n).toString(), from: USDC, to: USDC }).success,
    ).toBe(true)
  })
})

describe('hostile query strings and bodies', () => {
  it('only ever end in a 400, never another error (2,000 generated inputs)', () => {
    let seed = 29
    const next = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31
      return seed / 2 ** 31
    }
    const pieces = [
      'eip155',
      ':',
      '31337',
      '0x',
      'ee'.repeat(20),
      'zz',
      '-1',
      '1e9',
      '.',
      '',
      '%00',
      '\u0000',
      '٣',
      ' ',
      '1'.repeat(90),
    ]
    const word = () =>
      Array.from({ length: Math.floor(next() * 6) }, () => pieces[Math.floor(next() * pieces.length)]).join(
        '',
      )
    for (let i = 0; i < 2_000; i++) {
      const query = new URLSearchParams({ amount: word(), from: word(), to: word(), userAddress: word() })
      for (const attempt of [
        () => parseOr400(quoteQuerySchema, query, 'q'),
        () => parseCaip10(word(), 'from', next() < 0.5 ? 31337 : undefined),
        () =>
          parseOr400(
            buildTransactionBodySchema,
            { amount: word(), from: word(), eip155: next() < 0.5 ? { slippage: word() } : word() },
            'b',
          ),
      ]) {
        const error = thrown(attempt)
        if (error !== undefined) expect(error).toBeInstanceOf(HttpError)
      }
    }
  })
})
