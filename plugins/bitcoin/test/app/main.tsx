// The Bitcoin browser tests' host app: @airlock/ui's ConnectButton over an Airlock instance with the evm,
// solana and bitcoin plugins, pointed at the devnet endpoints the test injects (window.__AIRLOCK_E2E__ and
// window.__AIRLOCK_BTC_E2E__ for the Solana node and the Bitcoin node's Esplora facade).
import { e2eChains, e2eEndpoints, readE2eConfig } from '@airlock/devnet/test-app'
import { evm } from '@airlock/evm'
import { type Airlock, createAirlock } from '@airlock/kernel'
import { type SolanaNetworkParameters, solana, solanaNetwork } from '@airlock/solana'
import { AirlockProvider, ConnectButton } from '@airlock/ui'
import { useState } from 'react'
import { createRoot } from 'react-dom/client'
import { bitcoin, bitcoinRegtest, defineBitcoinNetwork } from '../../src/index'

/** What the test injects for the other chains. */
interface ChainsConfig {
  esploraUrl: string
  solana: SolanaNetworkParameters
}

declare global {
  interface Window {
    __airlock: Airlock
    __AIRLOCK_BTC_E2E__: ChainsConfig
    /** `?connect=<connector id>`: the address (or the error's name) of a connect made at once after start. */
    __earlyConnect?: Promise<string>
  }
}

const config = readE2eConfig()
const chains = window.__AIRLOCK_BTC_E2E__
const regtest = defineBitcoinNetwork({ ...bitcoinRegtest, esploraUrl: chains.esploraUrl })
const airlock = createAirlock({
  projectId: config.projectId,
  metadata: {
    name: 'Airlock Bitcoin test app',
    description: 'bitcoin browser tests',
    url: location.origin,
    icons: [],
  },
  endpoints: e2eEndpoints(config),
  plugins: [
    evm({ networks: e2eChains(config) }),
    solana({
      networks: [solanaNetwork(chains.solana)],
    }),
    bitcoin({ networks: [regtest], pollIntervalMs: 200 }),
  ],
})
window.__airlock = airlock

// A host that connects programmatically at once, before the page's idle moment and with no modal: the kernel
// must let the Bitcoin adapter discover its wallets first (`?connect=bip122:<wallet name>`).
const early = new URLSearchParams(location.search).get('connect')
if (early) {
  window.__earlyConnect = airlock.connect(early, { namespaces: ['bip122'] }).then(
    (result) => result.address,
    (error: Error) => `error:${error.name}`,
  )
}

/** What a dApp does with the adapter directly: sign a message. */
function SignPanel() {
  const [result, setResult] = useState('')
  const sign = async () => {
    const adapter = airlock.get((s) => s.connection.adapter('bip122'))
    const address = adapter?.connection?.address
    if (!adapter || !address) return setResult('not connected')
    try {
      setResult(await adapter.signMessage({ message: 'Hello from the Bitcoin test app', address }))
    } catch (error) {
      setResult((error as { shortMessage?: string }).shortMessage ?? String(error))
    }
  }
  return (
    <section>
      <button type="button" onClick={() => void sign()}>
        Sign Bitcoin message
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
