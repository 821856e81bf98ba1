import { describe, expect, it } from 'vitest'
import { MAX_MESSAGE_CHARS } from './constants'
import { cooldownMessage } from './errors'
import { createAppEvent, parseAppEvent, parseFrameEvent, rejectionAnswer, successAnswer } from './parse'

const uuid = '3b241101-e2bb-4255-8caf-4136c566a962'
const address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

describe('parseAppEvent', () => {
  it('accepts each well-formed event', () => {
    const ok = [
      { type: 'CONNECT_EMAIL', payload: { email: 'ada@example.com' } },
      { type: 'CONNECT_OTP' },
      { type: 'UPDATE_EMAIL_PRIMARY_OTP' },
      { type: 'GET_USER' },
      { type: 'IS_CONNECTED' },
      { type: 'SWITCH_NETWORK', payload: { chainId: 'eip155:31337' } },
      { type: 'RPC_REQUEST', payload: { method: 'personal_sign', params: ['0x6869', address] } },
      { type: 'RPC_REQUEST', payload: { method: 'eth_blockNumber' } },
      {
        type: 'RPC_REQUEST',
        payload: {
          method: 'wallet_sendCalls',
          params: [{ version: '2.0.0', calls: [{ to: address, data: '0x' }] }],
        },
      },
      { type: 'UPDATE_EMAIL', payload: { email: 'new@example.com' } },
      { type: 'SYNC_THEME', payload: { themeMode: 'dark' } },
      { type: 'SET_PREFERRED_ACCOUNT', payload: { type: 'eoa' } },
      { type: 'GET_SOCIAL_REDIRECT_URI', payload: { provider: 'github' } },
    ]
    for (const message of ok) {
      const result = parseAppEvent({ v: 1, id: uuid, ...message })
      expect(result, JSON.stringify(message)).toMatchObject({ success: true })
    }
  })

  it('rejects an unknown RPC method with the spec text, answerable on its id [spec 5.19, 6.4]', () => {
    const result = parseAppEvent({
      v: 1,
      id: uuid,
      type: 'RPC_REQUEST',
      payload: { method: 'eth_sign', params: [] },
    })
    expect(result).toEqual({
      success: false,
      id: uuid,
      type: 'RPC_REQUEST',
      error: { message: 'Requested RPC call is not allowed', code: 'RPC_NOT_ALLOWED' },
    })
    if (!result.success)
      expect(rejectionAnswer(result)).toMatchObject({ id: uuid, type: 'RPC_REQUEST_ERROR' })
  })

  it('rejects bad emails, extra keys, wrong versions, short ids and unknown types [spec 5.19, 5.15]', () => {
    const bad: unknown[] = [
      { v: 1, id: uuid, type: 'CONNECT_EMAIL', payload: { email: 'not-an-email' } },
      { v: 1, id: uuid, type: 'CONNECT_EMAIL', payload: { email: 'a@b.co', extra: 1 } },
      { v: 1, id: uuid, type: 'CONNECT_EMAIL', payload: { email: 'a@b.co' }, extra: true },
      { v: 2, id: uuid, type: 'IS_CONNECTED' },
      { v: 1, id: 'abc12', type: 'IS_CONNECTED' },
      { v: 1, id: uuid, type: 'STEAL_KEYS' },
      { v: 1, id: uuid, type: 'RPC_REQUEST', payload: { method: 'personal_sign', params: [1, 2] } },
      {
        v: 1,
        id: uuid,
        type: 'RPC_REQUEST',
        payload: { method: 'wallet_sendCalls', params: [{ version: '1', calls: [{ to: 'nope' }] }] },
      },
      null,
      'CONNECT_EMAIL',
      [],
    ]
    for (const message of bad) expect(parseAppEvent(message).success, JSON.stringify(message)).toBe(false)
    const unknown = parseAppEvent({ v: 1, id: uuid, type: 'STEAL_KEYS' })
    if (unknown.success) throw new Error('expected a rejection')
    expect(rejectionAnswer(unknown)).toMatchObject({ id: uuid, type: 'MESSAGE_ERROR' })
  })

  it('takes no code from the app: code events with a code in them are refused (issue #28, findings 5 and 6)', () => {
    for (const type of ['CONNECT_OTP', 'UPDATE_EMAIL_PRIMARY_OTP', 'UPDATE_EMAIL_SECONDARY_OTP']) {
      expect(parseAppEvent({ v: 1, id: uuid, type }).success, type).toBe(true)
      for (const payload of [{ otp: '123456' }, { code: '123456' }, '123456', ['123456']]) {
        const result = parseAppEvent({ v: 1, id: uuid, type, payload })
        expect(result.success, `${type} ${JSON.stringify(payload)}`).toBe(false)
      }
    }
  })

  it("takes the modal's language in SYNC_DAPP_DATA only as a language tag (issue #40)", () => {
    const dapp = { sdkVersion: '1', sdkType: 'airlock', projectId: 'p1' }
    const sync = (locale: unknown) =>
      parseAppEvent({ v: 1, id: uuid, type: 'SYNC_DAPP_DATA', payload: { ...dapp, locale } }).success
    for (const locale of ['ar', 'es-MX', 'zh-Hant-TW']) expect(sync(locale), locale).toBe(true)
    for (const locale of ['', 'arabic!', '"><script>', 'a', 42, 'x'.repeat(300)])
      expect(sync(locale), String(locale)).toBe(false)
  })

  it('rejects oversized, deeply nested and non-JSON messages without throwing', () => {
    const big = { v: 1, id: uuid, type: 'SYNC_THEME', payload: { themeMode: 'x'.repeat(MAX_MESSAGE_CHARS) } }
    expect(parseAppEvent(big)).toMatchObject({
      success: false,
      error: { message: 'Invalid message: too large' },
    })
    let deep: unknown = 1
    for (let i = 0; i < 100_000; i++) deep = [deep]
    expect(
      parseAppEvent({
        v: 1,
        id: uuid,
        type: 'RPC_REQUEST',
        payload: { method: 'wallet_getAssets', params: deep },
      }).success,
    ).toBe(false)
    const cyclic: Record<string, unknown> = { v: 1, id: uuid, type: 'IS_CONNECTED' }
    cyclic.payload = cyclic
    expect(parseAppEvent(cyclic).success).toBe(false)
    expect(parseAppEvent({ v: 1, id: uuid, type: 'IS_CONNECTED', payload: { n: 1n } }).success).toBe(false)
  })
})

describe('createAppEvent and answers', () => {
  it('gives each event a fresh UUID and refuses an invalid payload', () => {
    const a = createAppEvent('CONNECT_EMAIL', { email: 'ada@example.com' })
    const b = createAppEvent('CONNECT_EMAIL', { email: 'ada@example.com' })
    expect(a.id).toMatch(/^[0-9a-f-]{36}$/)
    expect(a.id).not.toBe(b.id)
    expect(() => createAppEvent('CONNECT_EMAIL', { email: 'nope' })).toThrowErrorMatchingInlineSnapshot(
      `[TypeError: createAppEvent(CONNECT_EMAIL): Invalid message at payload.email: Invalid email address]`,
    )
  })

  it('answers with the same id, and the app side parses the answer [spec 4.8]', () => {
    const request = createAppEvent('IS_CONNECTED', undefined)
    const answer = successAnswer({ id: request.id, type: 'IS_CONNECTED' }, { isConnected: true })
    expect(parseFrameEvent(answer)).toEqual({ success: true, data: answer })
    expect(answer).toMatchObject({ id: request.id, type: 'IS_CONNECTED_SUCCESS' })
    expect(cooldownMessage(17)).toBe('Please try again after 17 seconds')
  })

  it('rejects a frame answer whose user has a malformed address', () => {
    const forged = {
      v: 1,
      id: uuid,
      type: 'GET_USER_SUCCESS',
      payload: { address: 'attacker', chainId: 1, accounts: [] },
    }
    expect(parseFrameEvent(forged).success).toBe(false)
  })
})

describe('Solana sign-and-send commitment levels', () => {
  const send = (commitment: string) =>
    parseAppEvent({
      v: 1,
      id: uuid,
      type: 'RPC_REQUEST',
      payload: {
        method: 'solana_signAndSendTransaction',
        params: { transaction: 'AQID', options: { commitment } },
      },
    })

  it("accepts the spec's eight levels and refuses any other [spec 5.18]", () => {
    // The spec's list, written out here (not the module's constant).
    for (const level of [
      'processed',
      'confirmed',
      'finalized',
      'recent',
      'single',
      'singleGossip',
      'root',
      'max',
    ])
      expect(send(level), level).toMatchObject({ success: true })
    for (const level of ['final', 'Confirmed', 'singlegossip', ''])
      expect(send(level), level).toMatchObject({ success: false })
  })
})

describe('account types', () => {
  it('are eoa and smartAccount: the preferred account sent to the frame is one of them, nothing else [spec 6.1]', () => {
    const prefer = (type: unknown) =>
      parseAppEvent({ v: 1, id: uuid, type: 'SET_PREFERRED_ACCOUNT', payload: { type } })
    for (const type of ['eoa', 'smartAccount']) expect(prefer(type), type).toMatchObject({ success: true })
    for (const type of ['EOA', 'smart', 'smartaccount', 'payment', '', undefined])
      expect(prefer(type), String(type)).toMatchObject({ success: false })
  })
})
