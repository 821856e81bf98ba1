import { z } from 'zod'

const addressSchema = z.string().regex(/^0x[0-9a-fA-F]{40}$/, 'a 0x-prefixed 20-byte address')

/**
 * The ERC-4337 services of one EVM chain: with them, the embedded wallet's default account on that chain
 * is a smart account owned by its key (counterfactual until its first user operation deploys it).
 */
export const smartAccountChainSchema = z.strictObject({
  /** The bundler's JSON-RPC URL (`eth_sendUserOperation`, `eth_estimateUserOperationGas`, …). */
  bundlerUrl: z.url(),
  /** The account factory (AirlockAccountFactory: `createAccount(owner, salt)`, `getAddress(owner, salt)`). */
  factoryAddress: addressSchema,
  /** EntryPoint v0.8 (default: its canonical address). */
  entryPointAddress: addressSchema.optional(),
  /** An ERC-7677 paymaster service: operations are sponsored through it (absent: the account pays). */
  paymasterUrl: z.url().optional(),
  /** Milliseconds the frame waits for a bundler or paymaster answer before it fails the request (default 30 000). */
  bundlerTimeoutMs: z.number().int().min(100).max(600_000).optional(),
})

/** One chain's smart-account services. */
export type SmartAccountChain = z.infer<typeof smartAccountChainSchema>

/** Smart-account services per CAIP-2 EVM chain id (`eip155:<n>`). */
export const smartAccountsConfigSchema = z
  .record(
    z.string().regex(/^eip155:[1-9][0-9]{0,15}$/, 'an EVM chain id like eip155:1'),
    smartAccountChainSchema,
  )
  .default({})

/** The URLs the frame page talks to for smart accounts (bundlers and paymasters), for its CSP. */
export function smartAccountUrls(smartAccounts: Record<string, SmartAccountChain>): string[] {
  return Object.values(smartAccounts).flatMap((chain) => [
    chain.bundlerUrl,
    ...(chain.paymasterUrl ? [chain.paymasterUrl] : []),
  ])
}
