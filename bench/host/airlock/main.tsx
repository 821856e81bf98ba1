// Airlock as a user installs it (the packages from npm pack tarballs, bench/package.json): createAirlock with
// evm, walletConnect and ens, <AirlockProvider>, and a plain button calling open(), enabled at once. A second
// button opens All Wallets. The devnet endpoints come from the runtime config the bench server injects.
import { ens } from '@airlock/ens'
import { evm } from '@airlock/evm'
import { createAirlock } from '@airlock/kernel'
import { AirlockProvider } from '@airlock/ui'
import { walletConnect } from '@airlock/walletconnect'
import type { ReactElement } from 'react'
import { createRoot } from 'react-dom/client'
import { defineChain } from 'viem'
import { benchConfig, devnetChain } from '../shared'

const chain = defineChain({
  id: devnetChain.chainId,
  name: devnetChain.name,
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: [devnetChain.rpcUrl] } },
})
const airlock = createAirlock({
  projectId: benchConfig.projectId,
  metadata: { name: 'Airlock bench', description: 'benchmark host', url: location.origin, icons: [] },
  endpoints: benchConfig.endpoints,
  plugins: [evm({ networks: [chain] }), walletConnect(), ens()],
})
// The bench driver connects the devnet test wallet through it (the "open while connected" path).
;(window as unknown as { __airlock: typeof airlock }).__airlock = airlock

function App(): ReactElement {
  return (
    <>
      <button
        type="button"
        data-testid="connect-button"
        data-bench-open=""
        onClick={() => void airlock.open()}
      >
        Connect
      </button>
      <button
        type="button"
        data-testid="all-wallets-button"
        data-bench-open=""
        onClick={() => void airlock.open('AllWallets')}
      >
        All wallets
      </button>
    </>
  )
}

const root = document.getElementById('root')
if (root)
  createRoot(root).render(
    <AirlockProvider airlock={airlock} allowLocalhostImages>
      <App />
    </AirlockProvider>,
  )
