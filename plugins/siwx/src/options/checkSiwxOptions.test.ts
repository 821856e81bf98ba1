import { describe, expect, it } from 'vitest'
import {
  checkSiwxOptions,
  resolveSiwxConfig,
  SiwxOptionsConflictError,
  signInBlocker,
} from './checkSiwxOptions'
import { SIWE_CONFIG_FIXTURE, SIWX_CONFIG_FIXTURE } from './fixtures'

const siwx = SIWX_CONFIG_FIXTURE
const siweConfig = SIWE_CONFIG_FIXTURE

describe('checkSiwxOptions', () => {
  it("[spec 5.20] refuses siweConfig together with siwx: 'Cannot set both siweConfig and siwx options'", () => {
    expect(() => checkSiwxOptions({ siwx, siweConfig })).toThrow(SiwxOptionsConflictError)
    try {
      checkSiwxOptions({ siwx, siweConfig })
    } catch (error) {
      expect((error as SiwxOptionsConflictError).code).toBe('SIWX_OPTIONS_CONFLICT')
      expect((error as Error).message).toMatchInlineSnapshot(`
        "Cannot set both siweConfig and siwx options

        Docs: /plugins/siwx#options
        Details: Pass \`siwx\`, or an AppKit \`siweConfig\` to migrate with, not both."
      `)
    }
  })

  it('accepts either one alone, or neither', () => {
    expect(() => checkSiwxOptions({ siwx })).not.toThrow()
    expect(() => checkSiwxOptions({ siweConfig })).not.toThrow()
    expect(() => checkSiwxOptions({})).not.toThrow()
  })
})

describe('resolveSiwxConfig', () => {
  it('gives siwx as it is, an adapted siweConfig, or nothing', () => {
    expect(resolveSiwxConfig({ siwx })).toBe(siwx)
    expect(resolveSiwxConfig({})).toBeUndefined()
    expect(resolveSiwxConfig({ siweConfig })?.namespaces).toEqual(['eip155'])
  })

  it('treats a siweConfig with enabled: false (either AppKit shape) as sign-in off', () => {
    expect(resolveSiwxConfig({ siweConfig: { ...siweConfig, enabled: false } })).toBeUndefined()
    expect(
      resolveSiwxConfig({ siweConfig: { methods: siweConfig, options: { enabled: false } } }),
    ).toBeUndefined()
  })

  it('refuses both', () => {
    expect(() => resolveSiwxConfig({ siwx, siweConfig })).toThrow(SiwxOptionsConflictError)
  })
})

describe('[spec 5.20] signInBlocker (spec §5)', () => {
  const ready = {
    config: siwx,
    address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
    chainId: 'eip155:1',
    hasConnectionClient: true,
  }
  it('lets sign-in start with the feature on, an address, a network and a connection client', () => {
    expect(signInBlocker(ready)).toBeUndefined()
  })
  it('names the first missing precondition', () => {
    expect(signInBlocker({ ...ready, config: undefined })).toBe('disabled')
    expect(signInBlocker({ ...ready, address: undefined })).toBe('no-address')
    expect(signInBlocker({ ...ready, chainId: undefined })).toBe('no-network')
    expect(signInBlocker({ ...ready, hasConnectionClient: false })).toBe('no-client')
  })
  it('does not ask a config to sign in a namespace it does not handle', () => {
    const evmOnly = { ...siwx, namespaces: ['eip155'] as const }
    expect(
      signInBlocker({ ...ready, config: evmOnly, chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' }),
    ).toBe('namespace-not-handled')
  })
})
