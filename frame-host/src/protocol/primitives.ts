// The protocol's schemas are on `zod/mini` (zod's tree-shakable functional API): the app loads them in its
// lazy runtime, and zod's classic API would pull the parts of zod's core it shares with the kernel's
// zod/mini into the page's initial JS (issue #37: the email-social plugin's eager face).
import * as z from 'zod/mini'
import { MAX_STRING_CHARS } from './constants'

/** A bounded string (every protocol string has an upper length). */
export const boundedString = (max = 1024) => z.string().check(z.maxLength(max))

/** A 0x-prefixed hex string (any even or odd length up to the protocol limit). */
export const hexSchema = z
  .string()
  .check(z.maxLength(MAX_STRING_CHARS), z.regex(/^0x[0-9a-fA-F]*$/, 'expected a 0x-prefixed hex string'))

/** An EVM address: 40 hex digits with the 0x prefix. */
export const evmAddressSchema = z.string().check(z.regex(/^0x[0-9a-fA-F]{40}$/, 'expected an EVM address'))

/** A Solana address: 32 to 44 base58 characters (spec §5). */
export const solanaAddressSchema = z
  .string()
  .check(z.regex(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/, 'expected a Solana address'))

/** An EVM or Solana address. */
export const addressSchema = z.union([evmAddressSchema, solanaAddressSchema])

/** A chain id: CAIP-2 string (`eip155:1`) or EVM number (spec §3: string or number). */
export const chainIdSchema = z.union([
  z.string().check(z.regex(/^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/, 'expected a CAIP-2 chain id')),
  z.int().check(z.positive(), z.maximum(2 ** 53 - 1)),
])

/** A valid email address (spec §5), at most 254 characters. */
export const emailSchema = z.email().check(z.maxLength(254))

/** An OTP (spec §5: a string); the frame host issues 6 digits. */
export const otpSchema = z.string().check(z.minLength(1), z.maxLength(64))

/** Any JSON value, bounded by the envelope's size check. */
export const jsonSchema = z.json()

/** Account types (spec §6). */
export const accountTypeSchema = z.enum(['eoa', 'smartAccount'])
