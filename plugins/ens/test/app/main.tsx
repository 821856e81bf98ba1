// Host app for the browser tests: ConnectButton over an instance with the evm plugin and the lazy
// ens() descriptor, pointed at the devnet endpoints the test injects as window.__AIRLOCK_E2E__.
import { evm, toCaipNetwork } from '@airlock/evm'
import { type Airlock, createAirlock } from '@airlock/kernel'
import { AirlockProvider, ConnectButton } from '@airlock/ui'
import { createRoot } from 'react-dom/client'
import { defineChain } from 'viem'
import { ens } from '../../src/index'

interface E2eConfig {
  projectId: string
  apiUrl: string
  catalogueUrl: string
  relayUrl: string
  chains: { chainId: number; rpcUrl: string }[]
}

declare global {
  interface Window {
    __AIRLOCK_E2E__: E2eConfig
    __airlock: Airlock
  }
}

const config = window.__AIRLOCK_E2E__
const chains = config.chains.map(({ chainId, rpcUrl }) =>
  defineChain({
    id: chainId,
    name: `Devnet ${chainId}`,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
    testnet: true,
  }),
)
const airlock = createAirlock({
  projectId: config.projectId,
  metadata: {
    name: 'Airlock names test app',
    description: 'ens browser tests',
    url: location.origin,
    icons: [],
  },
  networks: chains.map((c) => toCaipNetwork(c)),
  endpoints: {
    blockchainApi: config.apiUrl,
    rpcProxy: config.apiUrl,
    walletCatalogue: config.catalogueUrl,
    analytics: config.catalogueUrl,
    relay: config.relayUrl,
    frame: config.apiUrl,
  },
  features: { analytics: false },
  plugins: [evm({ networks: chains, rpc: 'direct', walletConnect: false }), ens()],
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
