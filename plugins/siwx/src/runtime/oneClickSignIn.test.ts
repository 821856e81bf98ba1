import { describe, expect, test, vi } from 'vitest'
import { formatSiwxMessage } from '../message/formatSiwxMessage'
import { SiwxMessageError } from '../message/SiwxMessageError'
import type { SiwxMessageData } from '../message/types'
import type { SiwxConfig, SiwxMessage } from '../options/types'
import { oneClickFields, oneClickSession, takeOneClick } from './oneClickSignIn'

const DATA: SiwxMessageData = {
  domain: 'app.example',
  uri: 'https://app.example/',
  accountAddress: '0x0000000000000000000000000000000000000000',
  chainId: 'eip155:1',
  version: '1',
  nonce: 'abcdef123456',
  issuedAt: '2026-11-28T12:00:00.000Z',
  statement: 'Sign in to the app',
  expirationTime: '2026-11-28T12:10:00.000Z',
}

function configWith(overrides: Partial<SiwxConfig> = {}) {
  const createMessage = vi.fn(
    async (input: { accountAddress: string; chainId: string }): Promise<SiwxMessage> => {
      const data = { ...DATA, ...input } as SiwxMessageData
      return { ...data, toString: () => formatSiwxMessage(data) }
    },
  )
  const addSession = vi.fn(async () => undefined)
  const config: SiwxConfig = {
    createMessage,
    addSession,
    revokeSession: async () => undefined,
    setSessions: async () => undefined,
    getSessions: async () => [],
    ...overrides,
  }
  return { config, createMessage, addSession }
}

const key = (a: { caipNetworkId: string; address: string }) => `${a.caipNetworkId}|${a.address.toLowerCase()}`

describe('oneClickFields: what a one-click pairing asks the wallet to sign', () => {
  test("the config's message for the pairing's first chain, made before the account is known", async () => {
    const { config, createMessage } = configWith()
    const fields = await oneClickFields(config, ['eip155:1', 'eip155:10'])
    expect(createMessage).toHaveBeenCalledWith({
      accountAddress: '0x0000000000000000000000000000000000000000',
      chainId: 'eip155:1',
    })
    expect(fields).toEqual({
      domain: 'app.example',
      uri: 'https://app.example/',
      nonce: 'abcdef123456',
      statement: 'Sign in to the app',
      expirationTime: '2026-11-28T12:10:00.000Z',
    })
  })

  test('none without a config, for a chain whose message is not EIP-4361 shaped, or one the config does not sign', async () => {
    expect(await oneClickFields(undefined, ['eip155:1'])).toBeUndefined()
    const { config, createMessage } = configWith()
    expect(await oneClickFields(config, ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'])).toBeUndefined()
    expect(await oneClickFields(config, ['not-a-chain'])).toBeUndefined()
    expect(await oneClickFields(config, [])).toBeUndefined()
    const solanaOnly = configWith({ namespaces: ['solana'] })
    expect(await oneClickFields(solanaOnly.config, ['eip155:1'])).toBeUndefined()
    expect(createMessage).not.toHaveBeenCalled()
  })
})

describe('takeOneClick: the signature of the connected account, once', () => {
  test("finds the account's signature (any case of its address) and empties the inbox", () => {
    const inbox = [
      { account: 'eip155:1:0xAbC0000000000000000000000000000000000001', message: 'm1', signature: '0x1' },
      { account: 'eip155:10:0xabc0000000000000000000000000000000000001', message: 'm2', signature: '0x2' },
    ]
    const found = takeOneClick(inbox, 'eip155:10|0xabc0000000000000000000000000000000000001', key)
    expect(found?.signature).toBe('0x2')
    expect(inbox).toEqual([])
  })

  test('another account finds nothing, and the inbox is emptied all the same', () => {
    const inbox = [{ account: 'eip155:1:0x01', message: 'm', signature: '0x1' }]
    expect(takeOneClick(inbox, 'eip155:1|0x02', key)).toBeUndefined()
    expect(inbox).toEqual([])
  })
})

describe('oneClickSession: verified and kept by the config like any sign-in', () => {
  const signedData = { ...DATA, accountAddress: '0x1111111111111111111111111111111111111111' }
  const message = formatSiwxMessage(signedData)

  test('the message read strictly, then handed to addSession with the signature', async () => {
    const { config, addSession } = configWith()
    const session = await oneClickSession(config, { account: 'eip155:1:0x11', message, signature: '0xsig' })
    expect(session.data.accountAddress).toBe(signedData.accountAddress)
    expect(addSession).toHaveBeenCalledWith(session)
  })

  test("the server's refusal, or a message that does not parse, throws and keeps nothing", async () => {
    const refused = new Error('refused')
    const { config } = configWith({ addSession: async () => Promise.reject(refused) })
    await expect(
      oneClickSession(config, { account: 'eip155:1:0x11', message, signature: '0x' }),
    ).rejects.toBe(refused)
    const { config: other, addSession } = configWith()
    await expect(
      oneClickSession(other, { account: 'eip155:1:0x11', message: 'not a sign-in message', signature: '0x' }),
    ).rejects.toBeInstanceOf(SiwxMessageError)
    expect(addSession).not.toHaveBeenCalled()
  })
})
