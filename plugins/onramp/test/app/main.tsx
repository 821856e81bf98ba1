// The onramp plugin's browser test app (the page is devnet's buildTestApp, the host @airlock/testing's
// mountTestApp): the evm plugin (direct RPC) and the lazy onramp() descriptor on the devnet endpoints.
import { e2eAppConfig, e2eChains, readE2eConfig } from '@airlock/devnet/test-app'
import { evm } from '@airlock/evm'
import { createAirlock } from '@airlock/kernel'
import { mountTestApp } from '@airlock/testing/react'
import { onramp } from '../../src/index'

const e2e = readE2eConfig()
const airlock = createAirlock({
  ...e2eAppConfig(e2e, 'Airlock on-ramp test app', 'onramp browser tests'),
  features: { analytics: false },
  plugins: [evm({ networks: e2eChains(e2e), rpc: 'direct' }), onramp({ historyPollMs: 500 })],
})
mountTestApp({ airlock })
