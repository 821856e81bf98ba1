// The alerts and analytics journey's page (the page is devnet's buildTestApp, the host @airlock/testing's
// mountTestApp): evm with the devnet's injected test wallet and the analytics plugin, every endpoint on the
// devnet. The query picks the project (`?project=`: absent = the devnet's own, empty = none) and
// `?analytics=0` turns the flag off.
import { e2eAppConfig, e2eChains, readE2eConfig } from '@airlock/devnet/test-app'
import { evm } from '@airlock/evm'
import { createAirlock } from '@airlock/kernel'
import { mountTestApp } from '@airlock/testing/react'
import { analytics } from '../../src/index'

const e2e = readE2eConfig()
const query = new URLSearchParams(location.search)
const airlock = createAirlock({
  ...e2eAppConfig(e2e, 'Airlock alerts page', 'alerts and analytics'),
  projectId: query.get('project') ?? e2e.projectId,
  plugins: [evm({ networks: e2eChains(e2e) }), analytics({ idleDelayMs: 200 })],
  features: { analytics: query.get('analytics') !== '0' },
})
mountTestApp({ airlock })
