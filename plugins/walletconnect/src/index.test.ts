import { expect, test } from 'vitest'
import * as api from './index'

test('the public API (names of the package entry)', () => {
  expect(Object.keys(api).sort()).toMatchInlineSnapshot(`
    [
      "AUTHENTICATE_CONTRIBUTION",
      "HEARTBEAT_INTERVAL_MS",
      "MOBILE_REDIRECT_CONTRIBUTION",
      "NAMESPACE_CONTRIBUTION",
      "NoWalletConnectNamespaceError",
      "PAIRING_EXPIRY_MARGIN_MS",
      "PAIRING_VALIDITY_MS",
      "PairingExpiredError",
      "PairingStore",
      "RELAY_TIMEOUT_MS",
      "REOWN_ENDPOINTS",
      "RelayNotConfiguredError",
      "SIGN_CLIENT_NOT_INITIALIZED_TEXT",
      "SignClientNotInitializedError",
      "WALLETCONNECT_CONNECTOR_ID",
      "chooseWalletConnectView",
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
