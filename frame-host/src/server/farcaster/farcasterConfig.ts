import { z } from 'zod'

/** Farcaster's IdRegistry on Optimism (custody address per fid). */
export const FARCASTER_ID_REGISTRY = '0x00000000Fc6c5F01Fc30151999387Bb99A9f489b'

/**
 * Farcaster sign-in of a frame host. Nothing has a default host: with no config, Farcaster is off and
 * no request goes anywhere.
 */
export const farcasterConfigSchema = z.strictObject({
  /** The auth relay's base URL (the real one: https://relay.farcaster.xyz); paths `/v1/channel…` below it. */
  relayUrl: z.url(),
  /** JSON-RPC URL of the chain with the IdRegistry (Optimism mainnet in production, anvil on the devnet). */
  rpcUrl: z.url(),
  /** The IdRegistry's address (default Farcaster's own on Optimism). */
  idRegistryAddress: z
    .string()
    .regex(/^0x[0-9a-fA-F]{40}$/, 'an address')
    .default(FARCASTER_ID_REGISTRY),
  /** The domain messages must be for (default: the frame host's host). */
  domain: z.string().min(1).optional(),
  /** The URI messages must name (default: the frame host's public URL). */
  siweUri: z.url().optional(),
})

/** Farcaster sign-in config as given. */
export type FarcasterConfigInput = z.input<typeof farcasterConfigSchema>
/** Farcaster sign-in config, parsed. */
export type FarcasterConfig = z.output<typeof farcasterConfigSchema>

/**
 * Reads FARCASTER (JSON `{relayUrl, rpcUrl, idRegistryAddress?, domain?, siweUri?}`); undefined when unset.
 * @example
 * // FARCASTER='{"relayUrl":"https://relay.farcaster.xyz","rpcUrl":"https://optimism-rpc.example"}'
 * const farcaster = farcasterConfigFromEnv(process.env)
 */
export function farcasterConfigFromEnv(env: Record<string, string | undefined>): FarcasterConfig | undefined {
  const raw = env.FARCASTER
  if (raw === undefined || raw.trim() === '') return undefined
  let json: unknown
  try {
    json = JSON.parse(raw)
  } catch {
    throw new Error('FARCASTER is not valid JSON')
  }
  return parseFarcasterConfig(json)
}

/** Parses a Farcaster config; throws one error naming every bad field. */
export function parseFarcasterConfig(input: unknown): FarcasterConfig {
  const parsed = farcasterConfigSchema.safeParse(input)
  if (parsed.success) return parsed.data
  const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)
  throw new Error(`Invalid Farcaster configuration: ${problems.join('; ')}`)
}
