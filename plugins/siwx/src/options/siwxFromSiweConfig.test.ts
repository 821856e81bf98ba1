import { parseSiweMessage } from 'viem/siwe'
import { describe, expect, it } from 'vitest'
import { parseSiwxMessage } from '../message/parseSiwxMessage'
import type { AppKitSiweConfig, AppKitSiweCreateMessageArgs, AppKitSiweSession } from './appKitSiweTypes'
import { SiweConfigError, siwxFromSiweConfig } from './siwxFromSiweConfig'

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const page = { host: 'app.example', href: 'https://app.example/login' }
const now = () => new Date('2026-11-27T10:00:00.000Z')

/** A SIWE backend as an app wrote it for AppKit, recording what the adapter called. */
function appKitBackend(overrides: Partial<AppKitSiweConfig> = {}) {
  const calls: string[] = []
  let session: AppKitSiweSession | null = null
  const config: AppKitSiweConfig = {
    getNonce: async (address) => {
      calls.push(`getNonce ${address}`)
      return 'Nonce12345678'
    },
    verifyMessage: async ({ message }) => {
      calls.push('verifyMessage')
      const parsed = parseSiweMessage(message)
      session = { address: parsed.address!, chainId: parsed.chainId! }
      return true
    },
    getSession: async () => session,
    signOut: async () => {
      calls.push('signOut')
      session = null
      return true
    },
    onSignIn: (s) => {
      calls.push(`onSignIn ${s?.chainId}`)
    },
    onSignOut: () => {
      calls.push('onSignOut')
    },
    ...overrides,
  }
  return { config, calls }
}

describe('siwxFromSiweConfig', () => {
  it('writes an EIP-4361 message from getMessageParams and the server nonce, for EVM chains only', async () => {
    const { config, calls } = appKitBackend({
      getMessageParams: async () => ({
        domain: 'app.example',
        uri: 'https://app.example/',
        statement: 'Hi',
        exp: '2026-11-27T11:00:00.000Z',
      }),
    })
    const siwx = siwxFromSiweConfig(config, { page, now })
    expect(siwx.namespaces).toEqual(['eip155'])
    const message = await siwx.createMessage({ accountAddress: ADDRESS, chainId: 'eip155:10' })
    expect(calls).toEqual([`getNonce ${ADDRESS}`])
    expect(parseSiwxMessage(message.toString())).toEqual({
      domain: 'app.example',
      uri: 'https://app.example/',
      accountAddress: ADDRESS,
      chainId: 'eip155:10',
      version: '1',
      nonce: 'Nonce12345678',
      issuedAt: '2026-11-27T10:00:00.000Z',
      statement: 'Hi',
      expirationTime: '2026-11-27T11:00:00.000Z',
    })
  })

  it("uses the app's own createMessage with AppKit's arguments (did:pkh address, numeric chain)", async () => {
    const seen: AppKitSiweCreateMessageArgs[] = []
    const { config } = appKitBackend({
      createMessage: (args) => {
        seen.push(args)
        return `custom ${args.nonce}`
      },
    })
    const message = await siwxFromSiweConfig(config, { page, now }).createMessage({
      accountAddress: ADDRESS,
      chainId: 'eip155:137',
    })
    expect(message.toString()).toBe('custom Nonce12345678')
    expect(seen[0]).toMatchObject({
      address: `did:pkh:eip155:137:${ADDRESS}`,
      chainId: 137,
      domain: 'app.example',
      uri: 'https://app.example/login',
      version: '1',
      iat: '2026-11-27T10:00:00.000Z',
    })
  })

  it('keeps a session through verifyMessage and onSignIn; finds it for its chain and any case of its address', async () => {
    const { config, calls } = appKitBackend()
    const siwx = siwxFromSiweConfig(config, { page, now })
    const message = await siwx.createMessage({ accountAddress: ADDRESS, chainId: 'eip155:1' })
    await siwx.addSession({ data: message, message: message.toString(), signature: '0x00' })
    expect(calls).toContain('verifyMessage')
    expect(calls).toContain('onSignIn 1')
    expect(await siwx.getSessions('eip155:1', ADDRESS.toLowerCase())).toEqual([
      { data: { accountAddress: ADDRESS, chainId: 'eip155:1' }, message: '', signature: '' },
    ])
  })

  it('counts a session on another chain or account as none (signOutOn…Change default on), unless turned off', async () => {
    const { config } = appKitBackend({ getSession: async () => ({ address: ADDRESS, chainId: 1 }) })
    const strict = siwxFromSiweConfig(config, { page })
    expect(await strict.getSessions('eip155:10', ADDRESS)).toEqual([])
    expect(await strict.getSessions('eip155:1', '0x70997970C51812dc3A010C7d01b50e0d17dc79C8')).toEqual([])
    const lenient = siwxFromSiweConfig({ ...config, signOutOnNetworkChange: false }, { page })
    expect(await lenient.getSessions('eip155:10', ADDRESS)).toHaveLength(1)
  })

  it("throws when the app's verifyMessage says no", async () => {
    const { config } = appKitBackend({ verifyMessage: async () => false })
    const siwx = siwxFromSiweConfig(config, { page, now })
    const message = await siwx.createMessage({ accountAddress: ADDRESS, chainId: 'eip155:1' })
    await expect(
      siwx.addSession({ data: message, message: message.toString(), signature: '0x' }),
    ).rejects.toThrow(expect.objectContaining({ code: 'SIWE_VERIFY_FAILED' }))
  })

  it('signs out (and calls onSignOut) on revoke and on an empty setSessions', async () => {
    const { config, calls } = appKitBackend()
    const siwx = siwxFromSiweConfig(config, { page })
    await siwx.revokeSession('eip155:1', ADDRESS)
    await siwx.setSessions([])
    expect(calls).toEqual(['signOut', 'onSignOut', 'signOut', 'onSignOut'])
  })

  it('reads options from either AppKit shape: required and signOutOnDisconnect (default true)', () => {
    const { config } = appKitBackend()
    expect(siwxFromSiweConfig(config).getRequired?.()).toBe(true)
    expect(siwxFromSiweConfig(config).signOutOnDisconnect).toBe(true)
    const client = { methods: config, options: { required: false, signOutOnDisconnect: false } }
    expect(siwxFromSiweConfig(client).getRequired?.()).toBe(false)
    expect(siwxFromSiweConfig(client).signOutOnDisconnect).toBe(false)
  })

  it('needs a page outside a browser', async () => {
    const { config } = appKitBackend()
    await expect(
      siwxFromSiweConfig(config).createMessage({ accountAddress: ADDRESS, chainId: 'eip155:1' }),
    ).rejects.toThrow(SiweConfigError)
  })
})
