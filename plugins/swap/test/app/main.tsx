// The swap plugin's browser test app (the page is devnet's buildTestApp, the host @airlock/testing's
// mountTestApp): the evm plugin (direct RPC), walletConnect() (the WalletConnect journey's phone pairs
// through the devnet relay) and the lazy swap() descriptor on the devnet endpoints.
import { e2eAppConfig, e2eChains, readE2eConfig } from '@airlock/devnet/test-app'
import { evm } from '@airlock/evm'
import { createAirlock } from '@airlock/kernel'
import { mountTestApp } from '@airlock/testing/react'
import { walletConnect } from '@airlock/walletconnect'
import { swap } from '../../src/index'

const e2e = readE2eConfig()
const airlock = createAirlock({
  ...e2eAppConfig(e2e, 'Airlock swap test app', 'swap browser tests'),
  features: { analytics: false },
  plugins: [
    evm({ networks: e2eChains(e2e), rpc: 'direct' }),
    walletConnect(),
    swap({ quoteDebounceMs: 150, chains: e2eChains(e2e).map((c) => c.id) }),
  ],
})
mountTestApp({ airlock })
