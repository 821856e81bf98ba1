import { z } from 'zod'
import { farcasterConfigFromEnv, farcasterConfigSchema } from './farcaster/farcasterConfig'
import { socialLoginConfigFromEnv, socialLoginConfigSchema } from './oauth/socialLoginConfig'
import { smartAccountsConfigSchema } from './smartAccountsConfig'

/** A project allowed to embed the frame, with its app origins (`https://app.example`, `http://localhost:*`). */
export const frameProjectSchema = z.strictObject({
  id: z.string().min(1).max(128),
  origins: z
    .array(
      z
        .string()
        .regex(
          /^https?:\/\/[^/\s*]+(:(\d+|\*))?$/,
          'an origin like https://app.example or http://localhost:*',
        ),
    )
    .min(1),
})

/** A project and its allowed app origins. */
export type FrameProject = z.infer<typeof frameProjectSchema>

/** Options of startFrameHost, validated once at start. */
export const frameHostOptionsSchema = z.strictObject({
  /** Port to listen on (0 = a free one). */
  port: z.number().int().min(0).max(65_535).default(0),
  /** Interface to listen on. */
  host: z.string().min(1).default('127.0.0.1'),
  /** The frame's public origin as browsers see it (default http://host:port). */
  publicUrl: z.url().optional(),
  /** postgres:// URL; absent = embedded PGlite. */
  databaseUrl: z.string().min(1).optional(),
  /** PostgreSQL schema for the tables (default public). */
  databaseSchema: z.string().optional(),
  /** PGlite data folder (absent = in memory). */
  dataDir: z.string().optional(),
  /** SMTP server for the code emails, e.g. smtp://127.0.0.1:2525 or smtps://user:pass@mail.example. */
  smtpUrl: z.string().regex(/^smtps?:\/\//, 'an smtp:// or smtps:// URL'),
  /** Sender of the code emails. */
  mailFrom: z.string().min(3).default('Airlock <login@airlock.local>'),
  /** Server secret keying the OTP hashes: at least 32 characters. */
  secret: z.string().min(32, 'SECRET must be at least 32 characters'),
  /** Projects allowed to embed the frame. */
  projects: z.array(frameProjectSchema).min(1),
  /** JSON-RPC URL per CAIP-2 chain id the frame serves (the frame never takes RPC URLs from the app). */
  chains: z.record(z.string().regex(/^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/), z.url()).default({}),
  /**
   * ERC-4337 services per EVM chain of `chains` (`{ "eip155:1": { bundlerUrl, factoryAddress,
   * entryPointAddress?, paymasterUrl? } }`): on those chains the embedded wallet's default EVM account is a
   * smart account; on the others it is the key's own account (EOA). parseFrameHostOptions refuses a chain
   * that has no JSON-RPC URL in `chains`.
   */
  smartAccounts: smartAccountsConfigSchema,
  /**
   * How many reverse proxies in front of the host append to X-Forwarded-For (default 0: the client is the
   * socket's peer). Rate limits count per client address; set this behind a TLS proxy or load balancer.
   */
  trustedProxies: z.number().int().min(0).max(8).default(0),
  /**
   * Social login clients per project: `{ [projectId]: { google: { clientId, clientSecret }, … } }` (see
   * socialLoginConfigSchema). Secrets stay on the server; a provider absent for a project is refused.
   */
  socialLogin: socialLoginConfigSchema.default({}),
  /**
   * Sign In With Farcaster: the auth relay, the chain holding the IdRegistry (see farcasterConfigSchema).
   * Absent: Farcaster is off and nothing is requested from any relay.
   */
  farcaster: farcasterConfigSchema.optional(),
  /** Session lifetime in seconds (default 7 days). */
  sessionTtlSeconds: z
    .number()
    .int()
    .positive()
    .default(7 * 86_400),
})

/** Options of startFrameHost as given (defaults applied when parsed). */
export type FrameHostOptionsInput = z.input<typeof frameHostOptionsSchema>
/** Options of startFrameHost after parsing. */
export type FrameHostConfig = z.output<typeof frameHostOptionsSchema>

/**
 * Reads the options from environment variables: PORT, HOST, PUBLIC_URL, DATABASE_URL, DATABASE_SCHEMA,
 * DATA_DIR, SMTP_URL, MAIL_FROM, SECRET, PROJECTS (JSON `[{id, origins}]`) or PROJECT_ID +
 * ALLOWED_ORIGINS (comma-separated), CHAINS (JSON `{"eip155:1": "https://rpc…"}`), SMART_ACCOUNTS (JSON, see
 * smartAccountsConfigSchema), SESSION_TTL_SECONDS,
 * TRUSTED_PROXIES, SOCIAL_LOGIN (JSON, see socialLoginConfigFromEnv), FARCASTER (JSON, see
 * farcasterConfigFromEnv).
 * Throws one error naming every bad variable.
 * @example
 * const options = configFromEnv(process.env)
 */
export function configFromEnv(env: Record<string, string | undefined>): FrameHostConfig {
  const json = (name: string): unknown => {
    const raw = env[name]
    if (raw === undefined) return undefined
    try {
      return JSON.parse(raw)
    } catch {
      throw new Error(`${name} is not valid JSON`)
    }
  }
  const projects =
    json('PROJECTS') ??
    (env.ALLOWED_ORIGINS
      ? [{ id: env.PROJECT_ID ?? 'default', origins: env.ALLOWED_ORIGINS.split(',').map((o) => o.trim()) }]
      : undefined)
  const input = {
    ...(env.PORT !== undefined ? { port: Number(env.PORT) } : {}),
    ...(env.HOST ? { host: env.HOST } : {}),
    ...(env.PUBLIC_URL ? { publicUrl: env.PUBLIC_URL } : {}),
    ...(env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : {}),
    ...(env.DATABASE_SCHEMA ? { databaseSchema: env.DATABASE_SCHEMA } : {}),
    ...(env.DATA_DIR ? { dataDir: env.DATA_DIR } : {}),
    smtpUrl: env.SMTP_URL,
    ...(env.MAIL_FROM ? { mailFrom: env.MAIL_FROM } : {}),
    secret: env.SECRET,
    projects,
    ...(env.CHAINS ? { chains: json('CHAINS') } : {}),
    ...(env.SMART_ACCOUNTS ? { smartAccounts: json('SMART_ACCOUNTS') } : {}),
    ...(env.SESSION_TTL_SECONDS ? { sessionTtlSeconds: Number(env.SESSION_TTL_SECONDS) } : {}),
    ...(env.TRUSTED_PROXIES ? { trustedProxies: Number(env.TRUSTED_PROXIES) } : {}),
    ...(env.SOCIAL_LOGIN ? { socialLogin: socialLoginConfigFromEnv(env) } : {}),
    ...(env.FARCASTER ? { farcaster: farcasterConfigFromEnv(env) } : {}),
  }
  return parseFrameHostOptions(input, envNames)
}

const envNames: Record<string, string> = {
  port: 'PORT',
  host: 'HOST',
  publicUrl: 'PUBLIC_URL',
  databaseUrl: 'DATABASE_URL',
  smtpUrl: 'SMTP_URL',
  secret: 'SECRET',
  projects: 'PROJECTS/ALLOWED_ORIGINS',
  chains: 'CHAINS',
  smartAccounts: 'SMART_ACCOUNTS',
  trustedProxies: 'TRUSTED_PROXIES',
  socialLogin: 'SOCIAL_LOGIN',
  farcaster: 'FARCASTER',
}

/** Parses startFrameHost options; throws one error listing every bad field. */
export function parseFrameHostOptions(input: unknown, names: Record<string, string> = {}): FrameHostConfig {
  const parsed = frameHostOptionsSchema.safeParse(input)
  const issues = parsed.success
    ? Object.keys(parsed.data.smartAccounts)
        .filter((chainId) => !parsed.data.chains[chainId])
        .map((chainId) => ({
          path: ['smartAccounts', chainId],
          message: `${chainId} has no JSON-RPC URL in chains`,
        }))
    : parsed.error.issues
  if (parsed.success && issues.length === 0) return parsed.data
  const problems = issues.map((issue) => {
    const key = String(issue.path[0] ?? '')
    return `${names[key] ?? issue.path.join('.')}: ${issue.message}`
  })
  throw new Error(`Invalid frame host configuration: ${problems.join('; ')}`)
}

/** Whether `origin` matches a pattern: exact, or `scheme://host:*` for any port. */
export function originMatches(patterns: readonly string[], origin: string): boolean {
  return patterns.some((pattern) => {
    if (pattern === origin) return true
    if (!pattern.endsWith(':*')) return false
    const base = pattern.slice(0, -1)
    return origin.startsWith(base) && /^\d{1,5}$/.test(origin.slice(base.length))
  })
}
