import * as z from 'zod/mini'
import { accountTypeSchema, addressSchema, boundedString, chainIdSchema, emailSchema } from './primitives'

/** One account of the connected user: its address and type. */
export const userAccountSchema = z.strictObject({ address: addressSchema, type: accountTypeSchema })

/**
 * The connected user the frame reports (spec §3): email (optional, nullable), address, chainId
 * (string or number), accounts, userName?, socialProvider?, smartAccountDeployed?, preferredAccountType?.
 * @example
 * connectedUserSchema.parse({ email: 'a@b.co', address: '0x…', chainId: 'eip155:1', accounts: [] })
 */
export const connectedUserSchema = z.strictObject({
  email: z.optional(z.nullable(emailSchema)),
  address: addressSchema,
  chainId: chainIdSchema,
  accounts: z.array(userAccountSchema).check(z.maxLength(16)),
  userName: z.optional(boundedString(256)),
  /** The provider of a social login (spec §3 `socialProvider`); absent for email. */
  socialProvider: z.optional(z.enum(['google', 'github', 'apple', 'facebook', 'x', 'discord', 'farcaster'])),
  smartAccountDeployed: z.optional(z.boolean()),
  preferredAccountType: z.optional(accountTypeSchema),
})

/** The connected user (see {@link connectedUserSchema}). */
export type ConnectedUser = z.infer<typeof connectedUserSchema>
