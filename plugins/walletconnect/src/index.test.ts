import { expect, test } from 'vitest'
import * as api from './index'

test('the public API (names of the package entry)', () => {
  expect(Object.keys(api).sort()).toMatchInlineSnapshot(`
    [
      "MOBILE_REDIRECT_CONTRIBUTION",
      "NAMESPACE_CONTRIBUTION",
      "NoWalletConnectNamespaceError",
      "PAIRING_EXPIRY_MARGIN_MS",
      "PAIRING_VALIDITY_MS",
      "PairingExpiredError",
      "PairingStore",
      "REOWN_ENDPOINTS",
      "RelayNotConfiguredError",
      "SIGN_CLIENT_NOT_INITIALIZED_TEXT",
      "SignClientNotInitializedError",
      "WALLETCONNECT",
      "WALLETCONNECT_CONNECTOR_ID",
      "chooseWalletConnectView",
      "getWalletConnect",
      "isPairingExpired",
      "mobileRedirectFor",
      "pairingRefreshAt",
      "proposalNamespaces",
      "reownServices",
      "walletConnect",
      "walletConnectConnector",
      "walletConnectMetadataSchema",
      "walletConnectOptionsSchema",
      "walletDeepLink",
    ]
  `)
})
