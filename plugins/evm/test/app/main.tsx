// A small host app for the browser tests: the ConnectButton of @airlock/ui over an Airlock instance with
// the evm plugin, pointed at the devnet endpoints the test injects as window.__AIRLOCK_E2E__.
import { e2eChains, e2eEndpoints, readE2eConfig } from '@airlock/devnet/test-app'
import { type Airlock, createAirlock } from '@airlock/kernel'
import { AirlockProvider, ConnectButton } from '@airlock/ui'
import { useState } from 'react'
import { createRoot } from 'react-dom/client'
import { evm } from '../../src/index'

/** What the test injects before the page loads. */
declare global {
  interface Window {
    __airlock: Airlock
  }
}

const config = readE2eConfig()
const chains = e2eChains(config)
const airlock = createAirlock({
  projectId: config.projectId,
  metadata: {
    name: 'Airlock EVM test app',
    description: 'evm browser tests',
    url: location.origin,
    icons: [],
  },
  endpoints: e2eEndpoints(config),
  // evm declares its networks; its reads go through the RPC proxy of `endpoints`.
  plugins: [evm({ networks: chains })],
})
window.__airlock = airlock

function SignPanel() {
  const [result, setResult] = useState('')
  const sign = async () => {
    const adapter = airlock.get((s) => s.connection.adapter('eip155'))
    const address = adapter?.connection?.address
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
