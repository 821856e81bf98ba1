// The email-social plugin's browser test app (the page is devnet's buildTestApp, the host @airlock/testing's
// mountTestApp): the evm and email-social plugins (and solana when the test gives a node) on the devnet
// endpoints and the frame host the test injects (and the names plugin when the test asks), with a panel that signs, sends and signs out.
import { e2eAppConfig, e2eChains, readE2eConfig } from '@airlock/devnet/test-app'
import { ens } from '@airlock/ens'
import { evm } from '@airlock/evm'
import { createAirlock } from '@airlock/kernel'
import { solana, solanaNetwork } from '@airlock/solana'
import { mountTestApp } from '@airlock/testing/react'
import { useAccount, useAirlockState, useLocale } from '@airlock/ui'
import { useState } from 'react'
import { emailSocial } from '../../src/index'

declare global {
  interface Window {
    __EMAIL_E2E__: {
      frameUrl: string
      loadTimeoutMs?: number
      /** A short social-login timeout (the timeout alert's test). */
      socialLoginTimeoutMs?: number
      /** The devnet's Solana node and a receiver for the SOL transfer (absent: no solana plugin). */
      solana?: { caipNetworkId: string; rpcUrl: string; wsUrl: string; receiver: string }
      /** The modal's language (AirlockProvider's `locale`); absent: English. */
      locale?: string
      /** Adds the names plugin (registration from the embedded wallet's account). */
      ens?: boolean
    }
  }
}

const e2e = readE2eConfig()
const sol = window.__EMAIL_E2E__.solana
const airlock = createAirlock({
  ...e2eAppConfig(e2e, 'Email test app', 'email-social browser tests'),
  plugins: [
    evm({ networks: e2eChains(e2e) }),
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
      ...(window.__EMAIL_E2E__.socialLoginTimeoutMs
        ? { socialLoginTimeoutMs: window.__EMAIL_E2E__.socialLoginTimeoutMs }
        : {}),
    }),
    ...(window.__EMAIL_E2E__.ens ? [ens()] : []),
  ],
})
function Panel() {
  const account = useAccount()
  const { setLocale } = useLocale()
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
  // The account state's socialProvider (spec §3), as the plugin keeps it on the account.
  const socialProvider = useAirlockState((s) => s.account.data['email-social']?.socialProvider)
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
      <button type="button" data-testid="spanish" onClick={() => void setLocale('es')}>
        Español
      </button>
      <output data-testid="result">{result}</output>
      <output data-testid="address">{account.address ?? ''}</output>
      <output data-testid="social-provider">{socialProvider ?? ''}</output>
    </section>
  )
}

const locale = window.__EMAIL_E2E__.locale
mountTestApp({ airlock, children: <Panel />, ...(locale ? { providerProps: { locale } } : {}) })
