// The swap plugin's browser test app (the page is devnet's buildTestApp, the host @airlock/testing's
// mountTestApp): the evm plugin (direct RPC), walletConnect() (the WalletConnect journey's phone pairs
// through the devnet relay) and the lazy swap() descriptor on the devnet endpoints.

import { e2eAppConfig, e2eChains, readE2eConfig } from '@airlock/devnet/test-app'
import { emailSocial } from '@airlock/email-social'
import { evm } from '@airlock/evm'
import { createAirlock } from '@airlock/kernel'
import { mountTestApp } from '@airlock/testing/react'
import { walletConnect } from '@airlock/walletconnect'
import { swap } from '../../src/index'

declare global {
  interface Window {
    /** The devnet frame host, set by the embedded-wallet journey only (email login then offered). */
    __SWAP_FRAME_URL__?: string
  }
}

const e2e = readE2eConfig()
const frameUrl = window.__SWAP_FRAME_URL__
const airlock = createAirlock({
  ...e2eAppConfig(e2e, 'Airlock swap test app', 'swap browser tests'),
  features: { analytics: false },
  plugins: [
    evm({ networks: e2eChains(e2e), rpc: 'direct' }),
    walletConnect(),
    ...(frameUrl ? [emailSocial({ frameUrl })] : []),
    swap({ quoteDebounceMs: 150, chains: e2eChains(e2e).map((c) => c.id) }),
  ],
})
mountTestApp({ airlock })
