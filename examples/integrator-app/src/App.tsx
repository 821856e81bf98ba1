// The integrator's own app: a header with Airlock's ConnectButton and a greeting that reads the account
// through the public hooks. The Airlock instance is created by the app's entry point (or by the test).
import { ConnectButton, useAccount } from '@airlock/ui'
import type { ReactElement } from 'react'

/** The app's header and greeting. */
export function App(): ReactElement {
  const { address, isConnected } = useAccount()
  return (
    <main>
      <header>
        <h1>Tip Jar</h1>
        <ConnectButton />
      </header>
      <p data-testid="greeting">
        {isConnected ? `Signed in as ${address}` : 'Connect a wallet to leave a tip.'}
      </p>
    </main>
  )
}
