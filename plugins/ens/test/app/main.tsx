// The ens plugin's browser test app (the page is devnet's buildTestApp, the host @airlock/testing's
// mountTestApp): the evm plugin (direct RPC) and the lazy ens() descriptor on the devnet endpoints; the
// runtime locale switch on `window.__setLocale` for the tests.
import { e2eAppConfig, e2eChains, readE2eConfig } from '@airlock/devnet/test-app'
import { evm } from '@airlock/evm'
import { createAirlock } from '@airlock/kernel'
import { mountTestApp } from '@airlock/testing/react'
import { useLocale } from '@airlock/ui'
import { ens } from '../../src/index'

/** Hands the runtime locale switch to the tests (window.__setLocale, declared in test/browser/appGlobals.d.ts). */
function LocaleSwitch(): null {
  window.__setLocale = useLocale().setLocale
  return null
}

const e2e = readE2eConfig()
const airlock = createAirlock({
  ...e2eAppConfig(e2e, 'Airlock names test app', 'ens browser tests'),
  features: { analytics: false },
  plugins: [evm({ networks: e2eChains(e2e), rpc: 'direct' }), ens()],
})
mountTestApp({ airlock, children: <LocaleSwitch /> })
