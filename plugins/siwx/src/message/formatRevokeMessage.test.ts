import { expect, it } from 'vitest'
import { formatRevokeMessage } from './formatRevokeMessage'

it('names the domain and the session, on two lines', () => {
  expect(
    formatRevokeMessage({ domain: 'app.example', sessionId: '2f1c1b7e-8d1a-4c55-9a43-0e5a3c8f1d20' }),
  ).toBe('app.example wants you to sign out.\nSession: 2f1c1b7e-8d1a-4c55-9a43-0e5a3c8f1d20')
})

it('refuses a session id or domain that could smuggle other text', () => {
  expect(() => formatRevokeMessage({ domain: 'app.example', sessionId: 'x\nSession: y' })).toThrowError(
    expect.objectContaining({ code: 'INVALID_FIELD' }),
  )
  expect(() =>
    formatRevokeMessage({ domain: 'a b', sessionId: '2f1c1b7e-8d1a-4c55-9a43-0e5a3c8f1d20' }),
  ).toThrowError(expect.objectContaining({ code: 'INVALID_FIELD', field: 'domain' }))
})
