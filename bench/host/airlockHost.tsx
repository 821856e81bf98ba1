// What the Airlock host pages share: the devnet chain as viem's Chain, createAirlock's project and endpoints,
// and the page itself (buttons calling open(), enabled at once, inside <AirlockProvider>).
import type { Airlock } from '@airlock/kernel'
import { AirlockProvider } from '@airlock/ui'
import type { ReactElement } from 'react'
import { createRoot } from 'react-dom/client'
import { defineChain } from 'viem'
import { benchConfig, devnetChain } from './shared'

/** What every Airlock host page passes to `createAirlock` besides its plugins: devnet's project and endpoints. */
export const benchAirlockConfig = {
  projectId: benchConfig.projectId,
  metadata: { name: 'Airlock bench', description: 'benchmark host', url: location.origin, icons: [] },
  endpoints: benchConfig.endpoints,
}

/** The first devnet chain, for evm. */
export const benchChain = defineChain({
  id: devnetChain.chainId,
  name: devnetChain.name,
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: [devnetChain.rpcUrl] } },
})

/**
 * Renders the host page: a Connect button (the bench's first-open paths) and an All wallets button, inside
 * `<AirlockProvider>` with `options` (the integrator's provider options, e.g. `prerender`).
 */
export function renderAirlockHost(airlock: Airlock, options: { prerender?: boolean } = {}): void {
  // The bench driver connects the devnet test wallet through it (the "open while connected" path).
  ;(window as unknown as { __airlock: Airlock }).__airlock = airlock
  const app: ReactElement = (
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
  const root = document.getElementById('root')
  if (root)
    createRoot(root).render(
      <AirlockProvider airlock={airlock} allowLocalhostImages {...options}>
        {app}
      </AirlockProvider>,
    )
}
