// The host app of the browser journeys: @airlock/ui's ConnectButton over an Airlock instance with the evm
// and email-social plugins, on the devnet endpoints and frame host the test injects.
import { e2eChains, e2eEndpoints, readE2eConfig } from '@airlock/devnet/test-app'
import { evm } from '@airlock/evm'
import { type Airlock, createAirlock } from '@airlock/kernel'
import { solana, solanaNetwork } from '@airlock/solana'
import { AirlockProvider, ConnectButton, useAccount } from '@airlock/ui'
import { useState } from 'react'
import { createRoot } from 'react-dom/client'
import { emailSocial } from '../../src/index'

declare global {
  interface Window {
    __airlock: Airlock
    __EMAIL_E2E__: {
      frameUrl: string
      loadTimeoutMs?: number
      /** The devnet's Solana node and a receiver for the SOL transfer (absent: no solana plugin). */
      solana?: { caipNetworkId: string; rpcUrl: string; wsUrl: string; receiver: string }
    }
  }
}

const config = readE2eConfig()
const sol = window.__EMAIL_E2E__.solana
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
    ...(sol
      ? [
          solana({
            networks: [
              solanaNetwork({
                name: 'Devnet Solana',
                caipNetworkId: sol.caipNetworkId,
                rpcUrl: sol.rpcUrl,
                wsUrl: sol.wsUrl,
              }),
            ],
          }),
        ]
      : []),
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
  const adapter = () => {
    const evmAdapter = airlock.get((s) => s.connection.adapter('eip155'))
    if (!evmAdapter) throw new Error('no eip155 adapter')
    return evmAdapter
  }
  const solanaAdapterOf = () => {
    const solanaAdapter = airlock.get((s) => s.connection.adapter('solana'))
    if (!solanaAdapter) throw new Error('no solana adapter')
    return solanaAdapter
  }
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
              network: airlock.getNetwork(),
              address: address(),
            }),
          )
        }
      >
        Send transaction
      </button>
      {sol && (
        <>
          <button
            type="button"
            onClick={() => void run(async () => solanaAdapterOf().connection?.address ?? '')}
          >
            Solana address
          </button>
          <button
            type="button"
            onClick={() =>
              void run(async () => {
                const solanaAdapter = solanaAdapterOf()
                const address = solanaAdapter.connection?.address ?? ''
                return solanaAdapter.signMessage({ message: 'Hello Solana from the test app', address })
              })
            }
          >
            Sign Solana message
          </button>
          <button
            type="button"
            onClick={() =>
              void run(async () => {
                const solanaAdapter = solanaAdapterOf()
                const network = airlock.get((s) => s.network.find(sol.caipNetworkId))
                if (!network) throw new Error('no solana network')
                const prepared = await solanaAdapter.prepareTransfer({
                  address: solanaAdapter.connection?.address ?? '',
                  to: sol.receiver,
                  amount: 10_000_000n,
                  network,
                })
                const hash = await solanaAdapter.sendTransfer(prepared)
                const outcome = await solanaAdapter.waitForTransaction({ hash, network })
                return `${hash} ${outcome}`
              })
            }
          >
            Send SOL
          </button>
        </>
      )}
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
