import { ed25519 } from '@noble/curves/ed25519.js'
import { createSignInMessageText, parseSignInMessageText, verifySignIn } from '@solana/wallet-standard-util'
import { createSiweMessage, parseSiweMessage, validateSiweMessage } from 'viem/siwe'
import { describe, expect, it } from 'vitest'
import { formatSiwxMessage } from './formatSiwxMessage'
import { parseSiwxMessage } from './parseSiwxMessage'
import { SiwxMessageError } from './SiwxMessageError'
import { toSolanaSignInInput } from './solanaSignIn'
import type { SiwxMessageData } from './types'

const EVM: SiwxMessageData = {
  domain: 'app.example:8443',
  accountAddress: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  uri: 'https://app.example:8443/login',
  version: '1',
  chainId: 'eip155:137',
  nonce: 'k3Jd9aQ2xPz7',
  issuedAt: '2026-11-27T10:00:00.000Z',
  statement: 'Sign in to Acme',
  expirationTime: '2026-11-27T10:05:00.000Z',
  notBefore: '2026-11-27T09:59:00.000Z',
  requestId: 'req-42',
  resources: [
    'ipfs://bafybeiemxf5abjwjbikoz4mc3a3dla6ual3jsgpdr4cjr3oz3evfyavhwq/',
    'https://app.example/tos',
  ],
}

const SOLANA: SiwxMessageData = {
  domain: 'localhost:5173',
  accountAddress: '7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU',
  uri: 'http://localhost:5173/',
  version: '1',
  chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  nonce: 'a1b2c3d4e5f6',
  issuedAt: '2026-11-27T10:00:00.000Z',
}

const BITCOIN: SiwxMessageData = {
  domain: 'app.example',
  accountAddress: 'bc1q9vza2e8x573nczrlzms0wvx3gsqjx7vavgkx0l',
  uri: 'https://app.example/',
  version: '1',
  chainId: 'bip122:000000000019d6689c085ae165831e93',
  nonce: 'Zx81kLm0PqRs',
  issuedAt: '2026-11-27T10:00:00Z',
  statement: 'Sign in to Acme',
}

const dates = (d: SiwxMessageData) => ({
  issuedAt: new Date(d.issuedAt),
  ...(d.expirationTime ? { expirationTime: new Date(d.expirationTime) } : {}),
  ...(d.notBefore ? { notBefore: new Date(d.notBefore) } : {}),
})

/** The same fields in viem's SiweMessage shape (eip155 data). */
const viemFields = (d: SiwxMessageData) => ({
  address: d.accountAddress as `0x${string}`,
  chainId: Number(d.chainId.split(':')[1]),
  domain: d.domain,
  nonce: d.nonce,
  uri: d.uri,
  version: '1' as const,
  ...(d.statement ? { statement: d.statement } : {}),
  ...(d.requestId ? { requestId: d.requestId } : {}),
  ...(d.resources ? { resources: [...d.resources] } : {}),
  ...(d.scheme ? { scheme: d.scheme } : {}),
  ...dates(d),
})

describe('EIP-4361 (eip155)', () => {
  it('writes byte for byte what viem writes for the same fields', () => {
    expect(formatSiwxMessage(EVM)).toBe(createSiweMessage(viemFields(EVM)))
  })

  it('writes a message without statement (three line breaks) and with a scheme as viem does', () => {
    const data: SiwxMessageData = { ...EVM, statement: undefined, resources: undefined, scheme: 'https' }
    const text = formatSiwxMessage(data)
    expect(text).toBe(createSiweMessage(viemFields(data)))
    expect(text).toContain('account:\n0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266\n\n\nURI: ')
  })

  it("is read by viem's parser with every field, and passes viem's validation", () => {
    const text = formatSiwxMessage(EVM)
    const parsed = parseSiweMessage(text)
    expect(parsed).toEqual(viemFields(EVM))
    expect(
      validateSiweMessage({
        message: parsed,
        address: EVM.accountAddress as `0x${string}`,
        domain: EVM.domain,
        nonce: EVM.nonce,
        time: new Date('2026-11-27T10:01:00Z'),
      }),
    ).toBe(true)
  })

  it('avoids AppKit’s informal message: numeric Chain ID and "Ethereum account" on every EVM chain', () => {
    const text = formatSiwxMessage(EVM)
    expect(text.split('\n')[0]).toBe('app.example:8443 wants you to sign in with your Ethereum account:')
    expect(text).toContain('\nChain ID: 137\n')
    expect(text).not.toContain('eip155:')
    expect(text).not.toContain('Polygon')
  })
})

describe('Sign In With Solana (solana)', () => {
  it('writes what @solana/wallet-standard-util writes for the solana:signIn input', () => {
    for (const data of [SOLANA, { ...SOLANA, statement: 'Sign in', resources: ['https://a.example/x'] }]) {
      const input = toSolanaSignInInput(data)
      expect(formatSiwxMessage(data)).toBe(createSignInMessageText(input))
      expect(parseSignInMessageText(formatSiwxMessage(data))).toMatchObject(input)
    }
  })

  it('names public clusters as wallets expect them and other chains by their genesis reference', () => {
    expect(toSolanaSignInInput(SOLANA).chainId).toBe('mainnet')
    expect(formatSiwxMessage(SOLANA)).toContain('\nChain ID: mainnet\n')
    const local = { ...SOLANA, chainId: 'solana:8E9rvCKLFQia2Y35HXjjpWzj8weVo44K' as const }
    expect(formatSiwxMessage(local)).toContain('\nChain ID: 8E9rvCKLFQia2Y35HXjjpWzj8weVo44K\n')
    expect(parseSiwxMessage(formatSiwxMessage(local)).chainId).toBe(local.chainId)
  })

  it("signed with ed25519, passes @solana/wallet-standard-util's verifySignIn", () => {
    const secretKey = ed25519.utils.randomSecretKey()
    const publicKey = ed25519.getPublicKey(secretKey)
    const input = toSolanaSignInInput(SOLANA)
    const signedMessage = new TextEncoder().encode(formatSiwxMessage(SOLANA))
    const output = {
      account: { address: SOLANA.accountAddress, publicKey, chains: [], features: [] },
      signedMessage,
      signature: ed25519.sign(signedMessage, secretKey),
    }
    expect(verifySignIn(input, output)).toBe(true)
    expect(verifySignIn({ ...input, nonce: 'another1nonce' }, output)).toBe(false)
  })

  it('refuses a scheme (Sign In With Solana has none)', () => {
    expect(() => formatSiwxMessage({ ...SOLANA, scheme: 'https' })).toThrowError(
      expect.objectContaining({ code: 'INVALID_FIELD', field: 'scheme' }),
    )
  })
})

describe('BIP-322 text (bip122)', () => {
  it('writes the CAIP-122 text with "Bitcoin account" and the genesis reference', () => {
    expect(formatSiwxMessage(BITCOIN)).toBe(
      [
        'app.example wants you to sign in with your Bitcoin account:',
        'bc1q9vza2e8x573nczrlzms0wvx3gsqjx7vavgkx0l',
        '',
        'Sign in to Acme',
        '',
        'URI: https://app.example/',
        'Version: 1',
        'Chain ID: 000000000019d6689c085ae165831e93',
        'Nonce: Zx81kLm0PqRs',
        'Issued At: 2026-11-27T10:00:00Z',
      ].join('\n'),
    )
  })
})

describe('field rules', () => {
  const cases: Array<[keyof SiwxMessageData, Partial<SiwxMessageData>]> = [
    ['domain', { domain: 'https://app.example' }],
    ['domain', { domain: 'user@app.example' }],
    ['accountAddress', { accountAddress: '0x1234' }],
    ['uri', { uri: 'not a uri' }],
    ['nonce', { nonce: '1234567' }],
    ['nonce', { nonce: 'abc-defgh' }],
    ['issuedAt', { issuedAt: 'yesterday' }],
    ['expirationTime', { expirationTime: '2026-13-40T99:00:00Z' }],
    ['statement', { statement: 'two\nlines' }],
    ['statement', { statement: '' }],
    ['requestId', { requestId: 'a\rb' }],
    ['resources', { resources: ['ok:1', 'not a uri'] }],
    ['chainId', { chainId: '1' as `${string}:${string}` }],
    ['version', { version: '2' as '1' }],
  ]
  it.each(cases)('refuses a bad %s', (field, patch) => {
    expect(() => formatSiwxMessage({ ...EVM, ...patch })).toThrowError(
      expect.objectContaining({ code: 'INVALID_FIELD', field }),
    )
  })

  it('refuses a namespace it has no format for', () => {
    expect(() => formatSiwxMessage({ ...EVM, chainId: 'polkadot:91b171bb158e2d3848fa23a9f1c25182' })).toThrow(
      expect.objectContaining({ code: 'UNSUPPORTED_NAMESPACE' }),
    )
  })

  it('says what went wrong, where and why', () => {
    try {
      formatSiwxMessage({ ...EVM, nonce: 'short' })
      expect.unreachable()
    } catch (error) {
      expect(error).toBeInstanceOf(SiwxMessageError)
      expect((error as Error).message).toMatchInlineSnapshot(`
        "Invalid sign-in message field

        Docs: /plugins/siwx#messages
        Details: nonce must be 8 to 128 letters or digits"
      `)
    }
  })
})
