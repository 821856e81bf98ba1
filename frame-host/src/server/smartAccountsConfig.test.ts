import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { configFromEnv, type FrameHostConfig, parseFrameHostOptions } from './config'
import { type FramePageConfig, frameRoutes } from './routes/frameRoutes'

const base = {
  smtpUrl: 'smtp://127.0.0.1:2525',
  secret: 's'.repeat(32),
  projects: [{ id: 'p1', origins: ['http://localhost:*'] }],
  chains: { 'eip155:31337': 'http://127.0.0.1:8545', 'eip155:31338': 'http://127.0.0.1:8546' },
}
const services = {
  bundlerUrl: 'http://127.0.0.1:7000/bundler/31337',
  factoryAddress: '0x589bC7551F2CA530a989Dcfd7b780623cfBab079',
  paymasterUrl: 'http://127.0.0.1:7001/paymaster/31337',
}

describe('smart-account services in the frame host config', () => {
  it('accepts bundler, factory, entry point and paymaster per configured EVM chain', () => {
    const config = parseFrameHostOptions({
      ...base,
      smartAccounts: {
        'eip155:31337': services,
        'eip155:31338': { bundlerUrl: services.bundlerUrl, factoryAddress: services.factoryAddress },
      },
    })
    expect(config.smartAccounts['eip155:31337']?.paymasterUrl).toBe(services.paymasterUrl)
    expect(config.smartAccounts['eip155:31338']?.paymasterUrl).toBeUndefined()
    expect(parseFrameHostOptions(base).smartAccounts).toEqual({})
  })

  it('refuses a chain without a JSON-RPC URL, a non-EVM chain, a bad address and unknown fields', () => {
    const bad = (smartAccounts: unknown) => () => parseFrameHostOptions({ ...base, smartAccounts })
    expect(bad({ 'eip155:1': services })).toThrow(/smartAccounts\.eip155:1: eip155:1 has no JSON-RPC URL/)
    expect(bad({ 'solana:devnet': services })).toThrow(/smartAccounts/)
    expect(bad({ 'eip155:31337': { ...services, factoryAddress: '0x1234' } })).toThrow(/factoryAddress/)
    expect(bad({ 'eip155:31337': { ...services, bundlerUrl: 'not a url' } })).toThrow(/bundlerUrl/)
    expect(bad({ 'eip155:31337': { ...services, sponsor: true } })).toThrow(/smartAccounts/)
  })

  it('reads SMART_ACCOUNTS from the environment and names the variable when it is wrong', () => {
    const env = {
      SMTP_URL: base.smtpUrl,
      SECRET: base.secret,
      ALLOWED_ORIGINS: 'http://localhost:*',
      CHAINS: JSON.stringify(base.chains),
    }
    const config = configFromEnv({ ...env, SMART_ACCOUNTS: JSON.stringify({ 'eip155:31337': services }) })
    expect(config.smartAccounts['eip155:31337']?.bundlerUrl).toBe(services.bundlerUrl)
    expect(() => configFromEnv({ ...env, SMART_ACCOUNTS: '{' })).toThrow(/SMART_ACCOUNTS is not valid JSON/)
    expect(() => configFromEnv({ ...env, SMART_ACCOUNTS: JSON.stringify({ 'eip155:5': services }) })).toThrow(
      /SMART_ACCOUNTS/,
    )
  })
})

describe('the frame page with smart-account services', () => {
  let server: Server
  let url: string
  const serve = (config: FrameHostConfig) => {
    const route = frameRoutes(config, { frame: async () => '', approvalWindow: async () => '' })['GET /frame']
    return createServer((req, res) => void route(req, res))
  }
  const pageConfig = (html: string): FramePageConfig =>
    JSON.parse(
      /<script type="application\/json" id="airlock-frame-config">(.*?)<\/script>/s.exec(html)?.[1] ?? '{}',
    )

  beforeAll(async () => {
    server = serve(parseFrameHostOptions({ ...base, smartAccounts: { 'eip155:31337': services } }))
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

  it('gives the page the services and lets it reach the bundler and the paymaster', async () => {
    const page = await fetch(`${url}/frame?projectId=p1&chainId=eip155%3A31337`)
    expect(pageConfig(await page.text()).smartAccounts).toEqual({ 'eip155:31337': services })
    const csp = page.headers.get('content-security-policy') ?? ''
    expect(csp).toContain('http://127.0.0.1:7000')
    expect(csp).toContain('http://127.0.0.1:7001')
  })

  it('leaves smartAccounts out of the page when none are configured', async () => {
    const plain = serve(parseFrameHostOptions(base))
    await new Promise<void>((resolve) => plain.listen(0, '127.0.0.1', resolve))
    try {
      const port = (plain.address() as AddressInfo).port
      const html = await (await fetch(`http://127.0.0.1:${port}/frame?projectId=p1`)).text()
      expect(pageConfig(html)).not.toHaveProperty('smartAccounts')
    } finally {
      await new Promise<void>((resolve) => plain.close(() => resolve()))
    }
  })
})
