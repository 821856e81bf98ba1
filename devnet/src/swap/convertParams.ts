import { type Address, getAddress, isAddress } from 'viem'
import { z } from 'zod'
import { HttpError } from '../http/reply'

/** The pseudo-address the convert API uses for a chain's native token (1inch's and AppKit's convention). */
export const NATIVE_TOKEN_ADDRESS: Address = '0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE'

/** A token or account named by CAIP-10 (`eip155:31337:0x…`): its chain, address and whether it is native. */
export interface Caip10 {
  chainId: number
  address: Address
  /** The native token's pseudo-address (0xeeee…eeee); the zero address counts too. */
  native: boolean
  /** The CAIP-10 id as the API writes it back (checksummed address). */
  caip10: string
}

const NATIVE_KEYS = new Set([
  NATIVE_TOKEN_ADDRESS.toLowerCase(),
  '0x0000000000000000000000000000000000000000',
])

/**
 * Parses `eip155:<chainId>:<address>`, or a 400 naming the parameter. `chainId` supplies the chain of a
 * plain address (accepted for `userAddress` only).
 *
 * @example
 * parseCaip10('eip155:31337:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee', 'from').native // true
 */
export function parseCaip10(raw: string, param: string, chainId?: number): Caip10 {
  const parts = raw.split(':')
  const plain = parts.length === 1 && chainId !== undefined
  if (!plain && (parts.length !== 3 || parts[0] !== 'eip155' || !/^\d+$/.test(parts[1] ?? ''))) {
    throw new HttpError(
      400,
      `Invalid ${param}: expected a CAIP-10 id eip155:<chainId>:<address>, got '${raw}'`,
    )
  }
  const chain = plain ? (chainId as number) : Number(parts[1])
  const value = parts.at(-1) ?? ''
  if (!isAddress(value, { strict: false }))
    throw new HttpError(400, `Invalid ${param}: '${value}' is not an address`)
  const address = getAddress(value)
  return {
    chainId: chain,
    address,
    native: NATIVE_KEYS.has(key(address)),
    caip10: `eip155:${chain}:${address}`,
  }
}

/** Lower-case key of an address. */
export const key = (address: string) => address.toLowerCase()

const baseUnits = z
  .string({ error: 'is required' })
  .regex(/^\d+$/, 'must be a whole number of base units (digits only)')
  // Guarded: refinements still run after a failed regex, and BigInt('1.5') throws.
  .refine((v) => !/^\d+$/.test(v) || BigInt(v) > 0n, 'must be above 0')
  .refine((v) => !/^\d+$/.test(v) || BigInt(v) < 2n ** 256n, 'does not fit in uint256')
const caip = z.string({ error: 'is required' }).min(1, 'is required')

/** GET /v1/convert/quotes query: base-unit amount, user, source and target tokens, gas price (unused). */
export const quoteQuerySchema = z.object({
  amount: baseUnits,
  userAddress: caip.optional(),
  from: caip,
  to: caip,
  gasPrice: z.string().optional(),
})

/** GET /v1/convert/allowance query. */
export const allowanceQuerySchema = z.object({ tokenAddress: caip, userAddress: caip })

/** GET /v1/convert/build-approve query: `amount` (exact allowance) unless `unlimited=true` asks for the maximum. */
export const approveQuerySchema = z
  .object({
    userAddress: caip,
    from: caip,
    to: caip.optional(),
    amount: baseUnits.optional(),
    unlimited: z.enum(['true', 'false']).optional(),
  })
  .refine((q) => q.amount !== undefined || q.unlimited === 'true', {
    message: 'amount is required (the exact allowance), or unlimited=true',
    path: [],
  })

/** POST /v1/convert/build-transaction body. `eip155.slippage` is a percentage (1 = 1 %), as the real API's. */
export const buildTransactionBodySchema = z.object({
  amount: baseUnits,
  from: caip,
  to: caip,
  userAddress: caip,
  eip155: z.object(
    {
      slippage: z.coerce
        .number({ error: 'must be a number' })
        .min(0, 'must be 0 or more')
        .max(50, 'above 50 % is refused'),
      permit: z.string().optional(),
    },
    { error: 'is required (with its slippage)' },
  ),
  disableEstimate: z.boolean().optional(),
  projectId: z.string().optional(),
})

/** POST /v1/fungible/price body. */
export const priceBodySchema = z.object({
  currency: z.string().default('usd'),
  addresses: z.array(z.string(), { error: 'is required (a list of CAIP-10 ids)' }),
  projectId: z.string().optional(),
})

/** Parses a query (URLSearchParams) or body with a schema, or throws a 400 with the first issue. */
export function parseOr400<T extends z.ZodType>(
  schema: T,
  input: URLSearchParams | unknown,
  what: string,
): z.output<T> {
  const value = input instanceof URLSearchParams ? Object.fromEntries(input) : input
  const parsed = schema.safeParse(value ?? {})
  if (parsed.success) return parsed.data
  const issue = parsed.error.issues[0]
  const path = issue?.path.join('.')
  throw new HttpError(400, `Invalid ${what}: ${path ? `${path} ` : ''}${issue?.message ?? 'bad input'}`)
}
