// The evm plugin's browser test app (the page is devnet's buildTestApp, the host @airlock/testing's
// mountTestApp): the evm plugin alone, its reads through the RPC proxy of the devnet endpoints.
import { e2eAppConfig, e2eChains, readE2eConfig } from '@airlock/devnet/test-app'
import { createAirlock } from '@airlock/kernel'
import { mountTestApp, SignMessagePanel } from '@airlock/testing/react'
import { evm } from '../../src/index'

const e2e = readE2eConfig()
const airlock = createAirlock({
  ...e2eAppConfig(e2e, 'Airlock EVM test app'),
  plugins: [evm({ networks: e2eChains(e2e) })],
})
mountTestApp({ airlock, children: <SignMessagePanel airlock={airlock} /> })
