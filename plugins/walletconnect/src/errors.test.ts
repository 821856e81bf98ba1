import { expect, test } from 'vitest'
import {
  NoWalletConnectNamespaceError,
  PairingExpiredError,
  RelayNotConfiguredError,
  SignClientNotInitializedError,
} from './errors'
import { WALLETCONNECT_EN } from './messages'
import { REOWN_ENDPOINTS, reownServices } from './reownServices'

test('error messages', () => {
  expect(new SignClientNotInitializedError().message).toMatchInlineSnapshot(`
    "Sign Client not initialized

    Docs: /plugins/walletconnect#sign-client"
  `)
  expect(new RelayNotConfiguredError().message).toMatchInlineSnapshot(`
    "WalletConnect relay not configured

    Docs: /plugins/walletconnect#endpoints
    Details: Set \`endpoints.relay\` in createAirlock (e.g. the devnet relay, or reownServices(projectId) for the hosted one)."
  `)
  expect(new NoWalletConnectNamespaceError(['eip155']).message).toMatchInlineSnapshot(`
    "No WalletConnect namespace to pair

    Docs: /plugins/walletconnect#namespaces
    Details: Asked for [eip155]; a chain plugin contributes its namespace under 'walletconnect/namespace'."
  `)
  expect(new PairingExpiredError().shortMessage).toBe('Pairing expired')
})

test('each error carries the key of its text in the plugin catalogue (the view shows it in the locale)', () => {
  const keys = [
    new SignClientNotInitializedError(),
    new RelayNotConfiguredError(),
    new NoWalletConnectNamespaceError([]),
    new PairingExpiredError(),
  ].map((e) => e.messageKey)
  expect(keys).toEqual([
    { namespace: 'walletconnect', key: 'signClientNotInitialized' },
    { namespace: 'walletconnect', key: 'relayNotConfigured' },
    { namespace: 'walletconnect', key: 'noNamespace' },
    { namespace: 'walletconnect', key: 'pairingExpired' },
  ])
  for (const key of keys) expect(WALLETCONNECT_EN).toHaveProperty(key?.key ?? '')
})

test('reownServices is an explicit opt-in with a project id', () => {
  expect(reownServices('abc')).toEqual({ projectId: 'abc', endpoints: REOWN_ENDPOINTS })
  expect(() => reownServices(' ')).toThrow(TypeError)
})
