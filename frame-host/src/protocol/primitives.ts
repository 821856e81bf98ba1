import { z } from 'zod'
import { MAX_STRING_CHARS } from './constants'

/** A bounded string (every protocol string has an upper length). */
export const boundedString = (max = 1024) => z.string().max(max)

/** A 0x-prefixed hex string (any even or odd length up to the protocol limit). */
export const hexSchema = z
  .string()
  .max(MAX_STRING_CHARS)
  .regex(/^0x[0-9a-fA-F]*$/, 'expected a 0x-prefixed hex string')

/** An EVM address: 40 hex digits with the 0x prefix. */
export const evmAddressSchema = z.string().regex(/^0x[0-9a-fA-F]{40}$/, 'expected an EVM address')

/** A Solana address: 32 to 44 base58 characters (spec §5). */
export const solanaAddressSchema = z
  .string()
  .regex(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/, 'expected a Solana address')

/** An EVM or Solana address. */
export const addressSchema = z.union([evmAddressSchema, solanaAddressSchema])

/** A chain id: CAIP-2 string (`eip155:1`) or EVM number (spec §3: string or number). */
export const chainIdSchema = z.union([
  z.string().regex(/^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/, 'expected a CAIP-2 chain id'),
  z
    .number()
    .int()
    .positive()
    .max(2 ** 53 - 1),
])

/** A valid email address (spec §5), at most 254 characters. */
export const emailSchema = z.email().max(254)

/** An OTP (spec §5: a string); the frame host issues 6 digits. */
export const otpSchema = z.string().min(1).max(64)

/** Any JSON value, bounded by the envelope's size check. */
export const jsonSchema = z.json()

/** Account types (spec §6). */
export const accountTypeSchema = z.enum(['eoa', 'smartAccount'])
