// Host app for the browser tests: ConnectButton over an instance with the evm plugin and the lazy
// ens() descriptor, pointed at the devnet endpoints the test injects as window.__AIRLOCK_E2E__.

import { e2eChains, e2eEndpoints, readE2eConfig } from '@airlock/devnet/test-app'
import { evm } from '@airlock/evm'
import { type Airlock, createAirlock } from '@airlock/kernel'
import { AirlockProvider, ConnectButton, useLocale } from '@airlock/ui'
import { createRoot } from 'react-dom/client'
import { ens } from '../../src/index'

declare global {
  interface Window {
    __airlock: Airlock
    __setLocale?: (locale: string) => Promise<void>
  }
}

/** Hands the runtime locale switch to the tests (window.__setLocale). */
function LocaleSwitch(): null {
  window.__setLocale = useLocale().setLocale
  return null
}

const config = readE2eConfig()
const chains = e2eChains(config)
const airlock = createAirlock({
  projectId: config.projectId,
  metadata: {
    name: 'Airlock names test app',
    description: 'ens browser tests',
    url: location.origin,
    icons: [],
  },
  endpoints: e2eEndpoints(config),
  features: { analytics: false },
  plugins: [evm({ networks: chains, rpc: 'direct' }), ens()],
})
window.__airlock = airlock

const root = document.getElementById('root')
if (root) {
  createRoot(root).render(
    <AirlockProvider airlock={airlock} allowLocalhostImages>
      <ConnectButton />
      <LocaleSwitch />
    </AirlockProvider>,
  )
}
