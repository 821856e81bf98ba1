// A small host app for the browser journey: @airlock/ui's ConnectButton over an Airlock instance with the evm
// and walletconnect plugins, pointed at the devnet endpoints the test injects as window.__AIRLOCK_E2E__.

import { e2eChains, e2eEndpoints, readE2eConfig } from '@airlock/devnet/test-app'
import { evm } from '@airlock/evm'
import { type Airlock, createAirlock } from '@airlock/kernel'
import { AirlockProvider, ConnectButton } from '@airlock/ui'
import { useState } from 'react'
import { createRoot } from 'react-dom/client'
import { type PairingStore, walletConnect } from '../../src/index'
import { evmAdapterOf, walletConnectOf } from '../apis'

declare global {
  interface Window {
    __airlock: Airlock
    /** The WalletConnect pairing store (URI, expiry), once the plugins are set up. */
    __wcPairing?: PairingStore
  }
}

const config = readE2eConfig()
const airlock = createAirlock({
  projectId: config.projectId,
  metadata: {
    name: 'Airlock WalletConnect test app',
    description: 'wc browser tests',
    url: location.origin,
    icons: [],
  },
  endpoints: e2eEndpoints(config),
  plugins: [evm({ networks: e2eChains(config) }), walletConnect()],
})
window.__airlock = airlock
void airlock.ready.then(() => {
  window.__wcPairing = walletConnectOf(airlock).store
})

function SignPanel() {
  const [result, setResult] = useState('')
  const sign = async () => {
    const adapter = evmAdapterOf(airlock)
    const address = adapter.connection?.address
    if (!adapter || !address) return setResult('not connected')
    try {
      setResult(await adapter.signMessage({ message: 'Hello from the test app', address }))
    } catch (error) {
      setResult((error as { shortMessage?: string }).shortMessage ?? String(error))
    }
  }
  return (
    <section>
      <button type="button" onClick={() => void sign()}>
        Sign message
      </button>
      <output data-testid="sign-result">{result}</output>
    </section>
  )
}

const root = document.getElementById('root')
if (root) {
  createRoot(root).render(
    <AirlockProvider airlock={airlock} allowLocalhostImages>
      <ConnectButton />
      <SignPanel />
    </AirlockProvider>,
  )
}
