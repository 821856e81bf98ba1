import {
  createEncodedRecap,
  formatMessage,
  mergeEncodedRecaps,
  populateAuthPayload,
} from '@walletconnect/utils'
import { describe, expect, it } from 'vitest'
import { formatSiwxMessage } from './formatSiwxMessage'
import { parseSiwxMessage } from './parseSiwxMessage'
import { decodeRecap, RECAP_STATEMENT_PREFIX, readRecap, recapStatement } from './recap'
import { SiwxMessageError } from './SiwxMessageError'

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const METHODS = ['personal_sign', 'eth_sendTransaction', 'eth_signTypedData_v4', 'eth_accounts']

/**
 * The message a WalletConnect wallet signs for `authenticate({ chains, methods, statement, … })`: the
 * dApp's SDK adds the recap of its methods, the wallet narrows it to what it supports
 * (`populateAuthPayload`) and signs `formatMessage` of it, as sign-client 2.25 does.
 */
function oneClickMessage(
  options: { statement?: string; resources?: string[]; supported?: string[] } = {},
): string {
  let resources = [...(options.resources ?? [])]
  const recap = createEncodedRecap('eip155', 'request', [...METHODS])
  const existing = resources.at(-1)?.startsWith('urn:recap:') ? resources.pop() : undefined
  resources = [...resources, existing ? mergeEncodedRecaps(recap, existing) : recap]
  const authPayload = populateAuthPayload({
    authPayload: {
      type: 'caip122',
      chains: ['eip155:1', 'eip155:31337'],
      statement: options.statement ?? '',
      aud: 'https://app.example/login',
      domain: 'app.example',
      version: '1',
      nonce: 'k3Jd9aQ2xPz7',
      iat: '2026-11-27T10:00:00.000Z',
      resources,
    },
    chains: ['eip155:31337'],
    methods: options.supported ?? ['personal_sign', 'eth_sendTransaction', 'eth_signTypedData_v4'],
  })
  return formatMessage(authPayload, `did:pkh:eip155:31337:${ADDRESS}`)
}

const refusal = (code: string) => expect.objectContaining({ name: 'SiwxMessageError', code })

describe('ReCaps in sign-in messages (WalletConnect one-click)', () => {
  it('reads the message a wallet signs for one-click sign-in, recap and statement agreeing', () => {
    const text = oneClickMessage({ statement: 'Sign in to Acme' })
    const data = parseSiwxMessage(text, 'eip155')
    expect(data.statement?.startsWith(`Sign in to Acme ${RECAP_STATEMENT_PREFIX}`)).toBe(true)
    expect(data.chainId).toBe('eip155:31337')
    const reading = readRecap(data)
    expect(reading?.statement).toBe('Sign in to Acme')
    // The wallet narrowed the methods to those it supports, and the statement lists exactly those.
    expect(Object.keys(reading?.recap.att.eip155 ?? {}).sort()).toEqual([
      'request/eth_sendTransaction',
      'request/eth_signTypedData_v4',
      'request/personal_sign',
    ])
    expect(data.statement).toBe(`Sign in to Acme ${recapStatement(reading!.recap)}`)
  })

  it('reads a one-click message with no statement of the app’s and other resources before the recap', () => {
    const text = oneClickMessage({ resources: ['https://app.example/terms'] })
    const data = parseSiwxMessage(text)
    expect(data.resources?.[0]).toBe('https://app.example/terms')
    expect(readRecap(data)?.statement).toBeUndefined()
  })

  it('writes the statement of a recap with several resources and abilities as the SDK does', () => {
    const recap = decodeRecap(
      mergeEncodedRecaps(
        createEncodedRecap('eip155', 'request', ['personal_sign', 'eth_sign']),
        createEncodedRecap('https://api.example', 'crud', ['read', 'delete']),
      ),
    )
    const text = formatMessage(
      {
        domain: 'app.example',
        aud: 'https://app.example',
        version: '1',
        nonce: 'k3Jd9aQ2xPz7',
        iat: '2026-11-27T10:00:00.000Z',
        statement: 'Hi',
        resources: [
          mergeEncodedRecaps(
            createEncodedRecap('eip155', 'request', ['personal_sign', 'eth_sign']),
            createEncodedRecap('https://api.example', 'crud', ['read', 'delete']),
          ),
        ],
      },
      `did:pkh:eip155:1:${ADDRESS}`,
    )
    expect(parseSiwxMessage(text).statement).toBe(`Hi ${recapStatement(recap)}`)
  })

  it('refuses a statement whose recap sentence was tampered with (it grants less than the recap)', () => {
    const text = oneClickMessage({ statement: 'Sign in to Acme' })
    const tampered = text.replace("'eth_sendTransaction', ", '')
    expect(tampered).not.toBe(text)
    expect(() => parseSiwxMessage(tampered)).toThrowError(refusal('INVALID_RECAP'))
  })

  it('refuses a tampered recap resource (it grants more than the statement says)', () => {
    const text = oneClickMessage({ statement: 'Sign in to Acme' })
    const original = text.split('\n').at(-1)!.slice(2)
    const wider = createEncodedRecap('eip155', 'request', [
      'eth_sendTransaction',
      'eth_sign',
      'personal_sign',
    ])
    expect(() => parseSiwxMessage(text.replace(original, wider))).toThrowError(refusal('INVALID_RECAP'))
    expect(() => parseSiwxMessage(text.replace(original, `${original.slice(0, -4)}@@@@`))).toThrowError(
      SiwxMessageError,
    )
  })

  it('refuses a recap sentence with no recap, a recap with no sentence, a misplaced or second recap', () => {
    const text = oneClickMessage({ statement: 'Sign in to Acme' })
    const data = parseSiwxMessage(text)
    const recapUri = data.resources!.at(-1)!
    const variants = [
      { ...data, resources: undefined },
      { ...data, statement: 'Sign in to Acme' },
      { ...data, statement: undefined },
      { ...data, resources: [recapUri, 'https://app.example/terms'] },
      { ...data, resources: [recapUri, recapUri] },
      { ...data, statement: `Sign in to Acme.${data.statement!.slice('Sign in to Acme '.length)}` },
    ]
    for (const variant of variants)
      expect(() => parseSiwxMessage(formatSiwxMessage(variant)), JSON.stringify(variant)).toThrowError(
        refusal('INVALID_RECAP'),
      )
  })

  it('refuses recaps that are not base64url JSON with abilities', () => {
    const encode = (value: unknown) =>
      `urn:recap:${btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_')}`
    for (const bad of [
      'urn:recap:not base64',
      'urn:recap:e30=',
      encode({}),
      encode({ att: {} }),
      encode({ att: { eip155: {} } }),
      encode({ att: { eip155: { 'request/personal_sign': [] } } }),
      encode({ att: { eip155: { personal_sign: [{}] } } }),
      encode({ att: { eip155: { 'request/personal_sign': ['x'] } } }),
    ])
      expect(() => decodeRecap(bad), bad).toThrowError(refusal('INVALID_RECAP'))
  })

  it('leaves messages without a recap as they were', () => {
    const plain = formatSiwxMessage({
      domain: 'app.example',
      accountAddress: ADDRESS,
      uri: 'https://app.example',
      version: '1',
      chainId: 'eip155:1',
      nonce: 'k3Jd9aQ2xPz7',
      issuedAt: '2026-11-27T10:00:00.000Z',
      statement: 'Sign in to Acme',
      resources: ['https://app.example/terms'],
    })
    expect(readRecap(parseSiwxMessage(plain))).toBeUndefined()
  })
})
