import { describe, expect, test } from 'vitest'
import { signInMessageText } from './signInMessage'

const base = { domain: 'app.example', address: 'oeYf6KAJkLYhBuR8CiGc6L4D4Xtfepr85fuDgA9kq96' }

describe('signInMessageText (SIWS, CAIP-122 Solana profile)', () => {
  test('domain and address alone', () => {
    expect(signInMessageText(base)).toBe(
      'app.example wants you to sign in with your Solana account:\noeYf6KAJkLYhBuR8CiGc6L4D4Xtfepr85fuDgA9kq96',
    )
  })

  test('every field, in the CAIP-122 order, with the statement apart', () => {
    expect(
      signInMessageText({
        ...base,
        statement: 'Sign in to Example',
        uri: 'https://app.example/login',
        version: '1',
        chainId: 'solana:devnet',
        nonce: 'abc12345',
        issuedAt: '2026-11-23T22:00:00.000Z',
        expirationTime: '2026-11-23T23:00:00.000Z',
        notBefore: '2026-11-23T22:00:00.000Z',
        requestId: 'r-1',
        resources: ['https://app.example/terms', 'ipfs://bafy'],
      }),
    ).toBe(
      [
        'app.example wants you to sign in with your Solana account:',
        'oeYf6KAJkLYhBuR8CiGc6L4D4Xtfepr85fuDgA9kq96',
        '',
        'Sign in to Example',
        '',
        'URI: https://app.example/login',
        'Version: 1',
        'Chain ID: solana:devnet',
        'Nonce: abc12345',
        'Issued At: 2026-11-23T22:00:00.000Z',
        'Expiration Time: 2026-11-23T23:00:00.000Z',
        'Not Before: 2026-11-23T22:00:00.000Z',
        'Request ID: r-1',
        'Resources:',
        '- https://app.example/terms',
        '- ipfs://bafy',
      ].join('\n'),
    )
  })

  test('an empty resource list keeps its header, as @solana/wallet-standard-util writes it', () => {
    expect(
      signInMessageText({ ...base, nonce: 'n1234567', resources: [] })
        .split('\n')
        .slice(-2),
    ).toEqual(['Nonce: n1234567', 'Resources:'])
  })
})
