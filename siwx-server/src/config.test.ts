import { describe, expect, it } from 'vitest'
import { configFromEnv, originAllowed } from './config'

describe('configFromEnv', () => {
  it('reads a deployment from its variables, with defaults for the rest', () => {
    const config = configFromEnv({
      ALLOWED_ORIGINS: 'https://app.example, http://localhost:*',
      CHAINS: '{"eip155:1":"https://rpc.example","solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp":null}',
      DATABASE_URL: 'postgres://siwx@db/siwx',
      PORT: '8080',
      HOST: '0.0.0.0',
      COOKIE_SAME_SITE: 'none',
      RATE_LIMITS: '{"ipSignIn":5}',
      TRUST_PROXY: '1',
    })
    expect(config).toMatchObject({
      origins: ['https://app.example', 'http://localhost:*'],
      port: 8080,
      host: '0.0.0.0',
      databaseUrl: 'postgres://siwx@db/siwx',
      nonceTtlSeconds: 300,
      sessionTtlSeconds: 604_800,
      clockSkewSeconds: 60,
      trustProxy: 1,
      cookie: { name: 'airlock_siwx', sameSite: 'none' },
      rateLimits: { ipSignIn: 5, ipNonce: 30, accountSignIn: 10, windowSeconds: 60 },
    })
  })

  it('names every bad variable in one error', () => {
    expect(() => configFromEnv({ CHAINS: '{}', PORT: 'x' })).toThrowErrorMatchingInlineSnapshot(
      `[Error: Invalid sign-in server configuration: ALLOWED_ORIGINS: Invalid input: expected array, received undefined; CHAINS: at least one chain; PORT: Invalid input: expected number, received NaN]`,
    )
    expect(() => configFromEnv({ ALLOWED_ORIGINS: 'app.example', CHAINS: '{"eip155:1":null}' })).toThrow(
      /ALLOWED_ORIGINS/,
    )
    expect(() => configFromEnv({ ALLOWED_ORIGINS: 'https://a.example', CHAINS: 'nope' })).toThrow(
      /CHAINS is not valid JSON/,
    )
    expect(() =>
      configFromEnv({
        ALLOWED_ORIGINS: 'https://a.example',
        CHAINS: '{"bip122:00000000000000000000000000000000":null}',
      }),
    ).toThrow(/Bitcoin chains/)
  })
})

describe('originAllowed', () => {
  it('matches exact origins and any port of a :* pattern', () => {
    const patterns = ['https://app.example', 'http://localhost:*']
    expect(originAllowed(patterns, 'https://app.example')).toBe(true)
    expect(originAllowed(patterns, 'http://localhost:5173')).toBe(true)
    expect(originAllowed(patterns, 'http://localhost')).toBe(true)
    expect(originAllowed(patterns, 'https://app.example:8443')).toBe(false)
    expect(originAllowed(patterns, 'http://localhost.evil.example:80')).toBe(false)
    expect(originAllowed(patterns, 'http://localhost:80/x')).toBe(false)
  })
})
