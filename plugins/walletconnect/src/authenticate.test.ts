import { SignatureDeclinedError } from '@airlock/kernel'
import { describe, expect, test } from 'vitest'
import { type AuthHistory, authAnswerCode, authFailure, authResults, type SignedCacao } from './authenticate'

const URI = 'wc:7f6e5d4c@2?relay-protocol=irn&symKey=00'

function history(
  ...records: Array<[string, string, { error: { code: number } } | { result: unknown } | undefined]>
) {
  const map: AuthHistory['records'] = new Map(
    records.map(([topic, method, response], id) => [
      id,
      { topic, request: { method }, ...(response ? { response } : {}) },
    ]),
  )
  return { records: map }
}

describe('one-click pairing failures', () => {
  test("the wallet's refusal (4001 or WalletConnect's 5000) is Signature declined", () => {
    for (const code of [4001, 5000]) {
      const answer = authAnswerCode(history(['7f6e5d4c', 'wc_sessionAuthenticate', { error: { code } }]), URI)
      expect(answer).toBe(code)
      expect(authFailure('User rejected.', answer)).toBeInstanceOf(SignatureDeclinedError)
    }
  })

  test('another error code, or none (the dApp side refused what was signed), keeps the SDK message as an Error', () => {
    const unsupported = authAnswerCode(
      history(['7f6e5d4c', 'wc_sessionAuthenticate', { error: { code: 5100 } }]),
      URI,
    )
    const failure = authFailure('Unsupported chains.', unsupported)
    expect(failure).toBeInstanceOf(Error)
    expect(failure).not.toBeInstanceOf(SignatureDeclinedError)
    const settled = { code: 7000, message: 'Session settlement failed' }
    expect(authFailure(settled, undefined)).toBe(settled)
  })

  test("only this pairing's authenticate answer counts", () => {
    const records = history(
      ['other-topic', 'wc_sessionAuthenticate', { error: { code: 5000 } }],
      ['7f6e5d4c', 'wc_sessionPropose', { error: { code: 5000 } }],
      ['7f6e5d4c', 'wc_sessionAuthenticate', undefined],
    )
    expect(authAnswerCode(records, URI)).toBeUndefined()
  })
})

describe('authResults', () => {
  test('reads the account from the did:pkh issuer, formats the message, keeps the signature; drops a malformed issuer', () => {
    const cacao = (iss: string): SignedCacao => ({ p: { iss, nonce: 'n' }, s: { s: '0xsig' } })
    const results = authResults(
      [cacao('did:pkh:eip155:1:0xabc'), cacao('did:pkh:nonsense')],
      (p) => `text for ${p.iss}`,
    )
    expect(results).toEqual([
      { account: 'eip155:1:0xabc', message: 'text for did:pkh:eip155:1:0xabc', signature: '0xsig' },
    ])
  })
})
