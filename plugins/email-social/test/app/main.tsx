// The host app of the browser journeys: @airlock/ui's ConnectButton over an Airlock instance with the evm
// and email-social plugins, on the devnet endpoints and frame host the test injects.
import { e2eChains, e2eEndpoints, readE2eConfig } from '@airlock/devnet/test-app'
import { evm, getEvmAdapter } from '@airlock/evm'
import { type Airlock, createAirlock } from '@airlock/kernel'
import { AirlockProvider, ConnectButton, useAccount } from '@airlock/ui'
import { useState } from 'react'
import { createRoot } from 'react-dom/client'
import { emailSocial } from '../../src/index'

declare global {
  interface Window {
    __airlock: Airlock
    __EMAIL_E2E__: { frameUrl: string; loadTimeoutMs?: number }
  }
}

const config = readE2eConfig()
const airlock = createAirlock({
  projectId: config.projectId,
  metadata: {
    name: 'Email test app',
    description: 'email-social browser tests',
    url: location.origin,
    icons: [],
  },
  endpoints: e2eEndpoints(config),
  plugins: [
    evm({ networks: e2eChains(config) }),
    emailSocial({
      frameUrl: window.__EMAIL_E2E__.frameUrl,
      ...(window.__EMAIL_E2E__.loadTimeoutMs ? { loadTimeoutMs: window.__EMAIL_E2E__.loadTimeoutMs } : {}),
    }),
  ],
})
window.__airlock = airlock

function Panel() {
  const account = useAccount()
  const [result, setResult] = useState('')
  const run = async (what: () => Promise<string>) => {
    setResult('…')
    try {
      setResult(await what())
    } catch (error) {
      setResult(`error: ${(error as { shortMessage?: string }).shortMessage ?? String(error)}`)
    }
  }
  const adapter = () => getEvmAdapter(airlock.container)
  const address = () => adapter().connection?.address ?? ''
  return (
    <section>
      <button
        type="button"
        onClick={() =>
          void run(() => adapter().signMessage({ message: 'Hello from the test app', address: address() }))
        }
      >
        Sign message
      </button>
      <button
        type="button"
        onClick={() =>
          void run(() =>
            adapter().sendTransaction({
              to: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
              value: 1_000_000_000_000_000n,
              network: airlock.stores.network.activeNetwork,
              address: address(),
            }),
          )
        }
      >
        Send transaction
      </button>
      <button
        type="button"
        onClick={() =>
          void run(async () => {
            await airlock.disconnect()
            return 'signed out'
          })
        }
      >
        Sign out
      </button>
      <output data-testid="result">{result}</output>
      <output data-testid="address">{account.address ?? ''}</output>
    </section>
  )
}

const root = document.getElementById('root')
if (root) {
  createRoot(root).render(
    <AirlockProvider airlock={airlock} allowLocalhostImages>
      <ConnectButton />
      <Panel />
    </AirlockProvider>,
  )
}
