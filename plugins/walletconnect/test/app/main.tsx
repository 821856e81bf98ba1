// The walletconnect plugin's browser test app (the page is devnet's buildTestApp, the host @airlock/testing's
// mountTestApp): the evm and walletconnect plugins on the devnet endpoints; the pairing store on
// `window.__wcPairing` for the test to read the URI the modal shows.
import { e2eAppConfig, e2eChains, readE2eConfig } from '@airlock/devnet/test-app'
import { evm } from '@airlock/evm'
import { createAirlock } from '@airlock/kernel'
import { mountTestApp, SignMessagePanel } from '@airlock/testing/react'
import { type PairingStore, walletConnect } from '../../src/index'
import { walletConnectOf } from '../apis'

declare global {
  interface Window {
    /** The WalletConnect pairing store (URI, expiry), once the plugins are set up. */
    __wcPairing?: PairingStore
  }
}

const e2e = readE2eConfig()
const airlock = createAirlock({
  ...e2eAppConfig(e2e, 'Airlock WalletConnect test app', 'wc browser tests'),
  plugins: [evm({ networks: e2eChains(e2e) }), walletConnect()],
})
void airlock.ready.then(() => {
  window.__wcPairing = walletConnectOf(airlock).store
})
mountTestApp({ airlock, children: <SignMessagePanel airlock={airlock} /> })
