import { z } from 'zod'
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
  email: emailSchema.nullable().optional(),
  address: addressSchema,
  chainId: chainIdSchema,
  accounts: z.array(userAccountSchema).max(16),
  userName: boundedString(256).optional(),
  /** The provider of a social login (spec §3 `socialProvider`); absent for email. */
  socialProvider: z.enum(['google', 'github', 'apple', 'facebook', 'x', 'discord', 'farcaster']).optional(),
  smartAccountDeployed: z.boolean().optional(),
  preferredAccountType: accountTypeSchema.optional(),
})

/** The connected user (see {@link connectedUserSchema}). */
export type ConnectedUser = z.infer<typeof connectedUserSchema>
