// A host page as an integrator writes it with the default configuration: evm, WalletConnect and ENS, the
// NetworkButton and ConnectButton, every endpoint pointed at the devnet the test injects. Only `?prerender=0`
// (the provider's `prerender={false}`, which turns the default idle warm-up off) differs between runs.
import { e2eAppConfig, e2eChains, readE2eConfig } from '@airlock/devnet/test-app'
import { ens } from '@airlock/ens'
import { createAirlock } from '@airlock/kernel'
import { mountTestApp } from '@airlock/testing/react'
import { walletConnect } from '@airlock/walletconnect'
import { evm } from '../../src/index'

const e2e = readE2eConfig()
const airlock = createAirlock({
  ...e2eAppConfig(e2e, 'Airlock host page', 'idle test'),
  plugins: [evm({ networks: e2eChains(e2e) }), walletConnect(), ens()],
})
const off = new URLSearchParams(location.search).get('prerender') === '0'
mountTestApp({ airlock, networkButton: true, ...(off ? { providerProps: { prerender: false } } : {}) })
