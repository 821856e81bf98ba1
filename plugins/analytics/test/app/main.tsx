// A host page for the alerts and analytics journey: evm with the devnet's injected test wallet, the
// analytics plugin and the ConnectButton, every endpoint on the devnet. The query picks the project
// (`?project=`: absent = the devnet's own, empty = none) and `?analytics=0` turns the flag off.
import { e2eChains, e2eEndpoints, readE2eConfig } from '@airlock/devnet/test-app'
import { evm } from '@airlock/evm'
import { type Airlock, createAirlock } from '@airlock/kernel'
import { AirlockProvider, ConnectButton } from '@airlock/ui'
import { createRoot } from 'react-dom/client'
import type { Chain } from 'viem'
import { analytics } from '../../src/index'

declare global {
  interface Window {
    __airlock: Airlock
  }
}

const config = readE2eConfig()
const query = new URLSearchParams(location.search)
const airlock = createAirlock({
  projectId: query.get('project') ?? config.projectId,
  metadata: {
    name: 'Airlock alerts page',
    description: 'alerts and analytics',
    url: location.origin,
    icons: [],
  },
  endpoints: e2eEndpoints(config),
  plugins: [evm({ networks: e2eChains(config) as [Chain, ...Chain[]] }), analytics({ idleDelayMs: 200 })],
  features: { analytics: query.get('analytics') !== '0' },
})
window.__airlock = airlock

const root = document.getElementById('root')
if (root) {
  createRoot(root).render(
    <AirlockProvider airlock={airlock} allowLocalhostImages>
      <ConnectButton />
    </AirlockProvider>,
  )
}
