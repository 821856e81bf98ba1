// The benchmark's host app: React 18 + Airlock with the EVM and WalletConnect plugins (the WalletConnect SDK
// loads lazily) and
// every feature plugin that exists, lazily: ens (names) and the sandbox's example tip jar. One light-DOM button, disabled until a click will
// open the modal; a plain click opens it.
import { ens } from '@airlock/ens'
import { evm } from '@airlock/evm'
import { createAirlock } from '@airlock/kernel'
import { uiHost } from '@airlock/kernel/internal'
import { AirlockProvider } from '@airlock/ui'
import { walletConnect } from '@airlock/walletconnect'
import { type ReactElement, useEffect, useState } from 'react'
import { createRoot } from 'react-dom/client'
import { tipJar } from '../../sandbox/src/plugins/tipJar'
import type { SandboxRuntimeConfig } from '../../sandbox/src/runtimeConfig'

const config = (window as unknown as { __AIRLOCK_SANDBOX__: SandboxRuntimeConfig }).__AIRLOCK_SANDBOX__
/** A chain as evm takes it (viem's Chain type, named through evm so it is the workspace's viem). */
type Chain = Parameters<typeof evm>[0]['networks'][number]
const chains = config.chains.map(
  (c): Chain => ({
    id: c.chainId,
    name: c.name,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [c.rpcUrl] } },
  }),
) as [Chain, ...Chain[]]
// The page config also names the email frame host, which this page has no plugin for.
const { frame, ...endpoints } = config.endpoints
const airlock = createAirlock({
  projectId: config.projectId,
  metadata: { name: 'Airlock bench', description: 'benchmark host', url: location.origin, icons: [] },
  endpoints,
  // evm is eager (its connectors must be listed at the first open); ens (names) and the example tip jar are lazy.
  plugins: [
    evm({ networks: chains, rpc: 'direct' }),
    walletConnect(),
    ens(),
    tipJar({ to: '0xa0Ee7A142d267C1f36714E4a8F75612F20a79720', amount: '0.01' }),
  ],
})
// For the flow timings (WalletConnect, search), which read the state and the pairing URI.
;(window as unknown as { __airlock: typeof airlock }).__airlock = airlock
;(window as unknown as { __airlockPairingUri: () => string | undefined }).__airlockPairingUri = () =>
  airlock.plugin('walletconnect')?.store.uri

/** Enabled once the instance is ready and the Connect view can render at once. */
function ConnectButton(): ReactElement {
  const [ready, setReady] = useState(false)
  useEffect(() => {
    let live = true
    // The Connect view's code loads before the button is enabled (as ui would load it at the first open).
    airlock.ready.then(() => uiHost(airlock).loadView('Connect')).then(() => live && setReady(true))
    return () => {
      live = false
    }
  }, [])
  return (
    <button type="button" data-testid="connect-button" disabled={!ready} onClick={() => void airlock.open()}>
      Connect
    </button>
  )
}

const root = document.getElementById('root')
if (root) {
  createRoot(root).render(
    <AirlockProvider airlock={airlock} allowLocalhostImages>
      <ConnectButton />
    </AirlockProvider>,
  )
}
