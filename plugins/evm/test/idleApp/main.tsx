// A host page as an integrator writes it with the default configuration: evm, WalletConnect and ENS, the
// ConnectButton and NetworkButton, every endpoint pointed at the devnet the test injects. Only
// `?prerender=1` (the provider's `prerender`) differs between runs; `allowLocalhostImages` lets devnet's
// http://127.0.0.1 images render (production serves https).
import { e2eChains, e2eEndpoints, readE2eConfig } from '@airlock/devnet/test-app'
import { ens } from '@airlock/ens'
import { type Airlock, createAirlock } from '@airlock/kernel'
import { AirlockProvider, ConnectButton, NetworkButton } from '@airlock/ui'
import { walletConnect } from '@airlock/walletconnect'
import { createRoot } from 'react-dom/client'
import type { Chain } from 'viem'
import { evm } from '../../src/index'

declare global {
  interface Window {
    __airlock: Airlock
  }
}

const config = readE2eConfig()
const airlock = createAirlock({
  projectId: config.projectId,
  metadata: { name: 'Airlock host page', description: 'idle test', url: location.origin, icons: [] },
  endpoints: e2eEndpoints(config),
  plugins: [evm({ networks: e2eChains(config) as [Chain, ...Chain[]] }), walletConnect(), ens()],
})
window.__airlock = airlock

const prerender = new URLSearchParams(location.search).get('prerender') === '1'
const root = document.getElementById('root')
if (root) {
  createRoot(root).render(
    <AirlockProvider airlock={airlock} allowLocalhostImages prerender={prerender}>
      <NetworkButton />
      <ConnectButton />
    </AirlockProvider>,
  )
}
