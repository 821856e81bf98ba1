import { z } from 'zod'
import { BITCOIN_CHAIN_PREFIXES } from './verify/bitcoinAddress'

const CAIP2 = /^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/
const ORIGIN = /^https?:\/\/[^/\s*@]+(:(\d{1,5}|\*))?$/
const limit = (fallback: number) => z.number().int().min(0).max(1_000_000).default(fallback)

/**
 * Requests allowed per client IP and per account in each window (0 = no limit). Fixed windows, counted
 * in the database, so the limits hold across every process on it.
 */
export const rateLimitsSchema = z.strictObject({
  /** Window length in seconds (default 60). */
  windowSeconds: z.number().int().min(1).max(86_400).default(60),
  /** `POST /v1/nonce` per IP (default 30). */
  ipNonce: limit(30),
  /** `POST /v1/sessions` per IP (default 20). */
  ipSignIn: limit(20),
  /** `GET /v1/sessions…` per IP (default 120). */
  ipRead: limit(120),
  /** `POST /v1/sessions/{id}/revoke` per IP (default 30). */
  ipRevoke: limit(30),
  /** Sign-ins per account (chain + address, default 10). */
  accountSignIn: limit(10),
  /** Signed revokes per account (default 10). */
  accountRevoke: limit(10),
})

/** The sign-in cookie's attributes. */
export const cookieSchema = z.strictObject({
  /** Cookie name (default airlock_siwx). */
  name: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,64}$/)
    .default('airlock_siwx'),
  /** `lax` (default) when the page and the server are one site; `none` when they are not (then Secure). */
  sameSite: z.enum(['lax', 'strict', 'none']).default('lax'),
  /** Secure attribute; default: on for https and loopback requests. */
  secure: z.boolean().optional(),
  /** CHIPS Partitioned attribute; default: with sameSite none. */
  partitioned: z.boolean().optional(),
})

/** Options of the request handlers (createSiwxHandler), validated once. */
export const siwxHandlerOptionsSchema = z.strictObject({
  /**
   * The pages allowed to sign in, as origins (`https://app.example`, `http://localhost:*`): a message's
   * domain and uri must be theirs, and browsers from other origins are refused.
   */
  origins: z
    .array(z.string().regex(ORIGIN, 'an origin like https://app.example or http://localhost:*'))
    .min(1),
  /**
   * The chains sessions may be on, CAIP-2 id → JSON-RPC URL (EVM chains: to check ERC-1271 and ERC-6492
   * accounts) or null (Solana, Bitcoin, or EVM without smart accounts).
   */
  chains: z
    .record(z.string().regex(CAIP2, 'a CAIP-2 chain id'), z.url().nullable())
    .refine((chains) => Object.keys(chains).length > 0, 'at least one chain')
    .refine(
      (chains) =>
        Object.keys(chains).every((id) => !id.startsWith('bip122:') || id in BITCOIN_CHAIN_PREFIXES),
      `Bitcoin chains: ${Object.keys(BITCOIN_CHAIN_PREFIXES).join(', ')}`,
    ),
  /** Path the routes are mounted under (`/api/siwx`: `/api/siwx/v1/nonce`…); default none. */
  basePath: z
    .string()
    .regex(/^(\/[-_.a-zA-Z0-9]+)*$/, 'a path like /api/siwx')
    .default(''),
  /** How long a nonce may be used (default 300 s). */
  nonceTtlSeconds: z.number().int().min(10).max(3_600).default(300),
  /** Longest session (default 7 days); a message's Expiration Time ends it earlier. */
  sessionTtlSeconds: z
    .number()
    .int()
    .min(60)
    .max(365 * 86_400)
    .default(7 * 86_400),
  /** Clock difference tolerated on Issued At, Not Before and Expiration Time (default 60 s). */
  clockSkewSeconds: z.number().int().min(0).max(600).default(60),
  rateLimits: rateLimitsSchema.default(rateLimitsSchema.parse({})),
  cookie: cookieSchema.default(cookieSchema.parse({})),
})

/** Handler options as given. */
export type SiwxHandlerOptionsInput = z.input<typeof siwxHandlerOptionsSchema>
/** Handler options after parsing (defaults applied). */
export type SiwxHandlerConfig = z.output<typeof siwxHandlerOptionsSchema>

/** Options of the standalone server: the handlers' plus where to listen and the database. */
export const siwxServerOptionsSchema = siwxHandlerOptionsSchema.extend({
  /** Port (0 = a free one). */
  port: z.number().int().min(0).max(65_535).default(0),
  /** Interface to listen on (default 127.0.0.1). */
  host: z.string().min(1).default('127.0.0.1'),
  /** postgres:// URL; absent = embedded PGlite. */
  databaseUrl: z.string().min(1).optional(),
  /** PostgreSQL schema for the tables. */
  databaseSchema: z.string().optional(),
  /** PGlite data folder (absent = in memory: sessions end with the process). */
  dataDir: z.string().optional(),
  /** Proxies in front of the server whose X-Forwarded-For to trust for the client IP (default 0). */
  trustProxy: z.number().int().min(0).max(10).default(0),
})

/** Server options as given. */
export type SiwxServerOptionsInput = z.input<typeof siwxServerOptionsSchema>
/** Server options after parsing. */
export type SiwxServerConfig = z.output<typeof siwxServerOptionsSchema>

/** Parses options with `schema`; throws one error listing every bad field (named as `names` says). */
export function parseOptions<S extends z.ZodType>(
  schema: S,
  input: unknown,
  names: Record<string, string> = {},
): z.output<S> {
  const parsed = schema.safeParse(input)
  if (parsed.success) return parsed.data
  const problems = parsed.error.issues.map((issue) => {
    const key = String(issue.path[0] ?? '')
    return `${names[key] ?? (issue.path.join('.') || 'options')}: ${issue.message}`
  })
  throw new Error(`Invalid sign-in server configuration: ${problems.join('; ')}`)
}

const ENV_NAMES: Record<string, string> = {
  port: 'PORT',
  host: 'HOST',
  origins: 'ALLOWED_ORIGINS',
  chains: 'CHAINS',
  databaseUrl: 'DATABASE_URL',
  basePath: 'BASE_PATH',
  nonceTtlSeconds: 'NONCE_TTL_SECONDS',
  sessionTtlSeconds: 'SESSION_TTL_SECONDS',
  clockSkewSeconds: 'CLOCK_SKEW_SECONDS',
  rateLimits: 'RATE_LIMITS',
  cookie: 'COOKIE_*',
  trustProxy: 'TRUST_PROXY',
}

/**
 * Reads the server's options from environment variables (see the README): PORT, HOST, ALLOWED_ORIGINS
 * (comma-separated), CHAINS (JSON), DATABASE_URL, DATABASE_SCHEMA, DATA_DIR, BASE_PATH,
 * NONCE_TTL_SECONDS, SESSION_TTL_SECONDS, CLOCK_SKEW_SECONDS, RATE_LIMITS (JSON), COOKIE_NAME,
 * COOKIE_SAME_SITE, COOKIE_SECURE, TRUST_PROXY. Throws one error naming every bad variable.
 *
 * @example
 * const server = await startSiwxServer(configFromEnv(process.env))
 */
export function configFromEnv(env: Record<string, string | undefined>): SiwxServerConfig {
  const json = (name: string): unknown => {
    const raw = env[name]
    if (raw === undefined) return undefined
    try {
      return JSON.parse(raw)
    } catch {
      throw new Error(`Invalid sign-in server configuration: ${name} is not valid JSON`)
    }
  }
  const number = (name: string) => (env[name] !== undefined ? Number(env[name]) : undefined)
  const input = {
    port: number('PORT'),
    host: env.HOST || undefined,
    origins: env.ALLOWED_ORIGINS?.split(',')
      .map((o) => o.trim())
      .filter(Boolean),
    chains: json('CHAINS'),
    databaseUrl: env.DATABASE_URL || undefined,
    databaseSchema: env.DATABASE_SCHEMA || undefined,
    dataDir: env.DATA_DIR || undefined,
    basePath: env.BASE_PATH || undefined,
    nonceTtlSeconds: number('NONCE_TTL_SECONDS'),
    sessionTtlSeconds: number('SESSION_TTL_SECONDS'),
    clockSkewSeconds: number('CLOCK_SKEW_SECONDS'),
    rateLimits: json('RATE_LIMITS'),
    cookie: {
      ...(env.COOKIE_NAME ? { name: env.COOKIE_NAME } : {}),
      ...(env.COOKIE_SAME_SITE ? { sameSite: env.COOKIE_SAME_SITE } : {}),
      ...(env.COOKIE_SECURE ? { secure: env.COOKIE_SECURE === 'true' } : {}),
    },
    trustProxy: number('TRUST_PROXY'),
  }
  const defined = Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined))
  return parseOptions(siwxServerOptionsSchema, defined, ENV_NAMES)
}

/** Whether `origin` matches a pattern: exact, or `scheme://host:*` for any port (and none). */
export function originAllowed(patterns: readonly string[], origin: string): boolean {
  return patterns.some((pattern) => {
    if (pattern === origin) return true
    if (!pattern.endsWith(':*')) return false
    const base = pattern.slice(0, -2)
    return (
      origin === base || (origin.startsWith(`${base}:`) && /^\d{1,5}$/.test(origin.slice(base.length + 1)))
    )
  })
}
