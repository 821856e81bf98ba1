// web3-onboard 2.24 as its React quick start has it: init with the injected wallets module and the devnet
// chain, a button calling connect() from useConnectWallet (its modal renders in <onboard-v2>'s shadow root).
import injectedModule from '@web3-onboard/injected-wallets'
import { init, useConnectWallet } from '@web3-onboard/react'
import type { ReactElement } from 'react'
import { createRoot } from 'react-dom/client'
import { devnetChain } from '../shared'

init({
  wallets: [injectedModule()],
  chains: [
    {
      id: `0x${devnetChain.chainId.toString(16)}`,
      token: 'ETH',
      label: devnetChain.name,
      rpcUrl: devnetChain.rpcUrl,
    },
  ],
  appMetadata: { name: 'bench', description: 'benchmark host' },
  accountCenter: { desktop: { enabled: false }, mobile: { enabled: false } },
})

// Its modal has no role="dialog": the bench probe finds it by its container's class.
;(window as unknown as { __benchDialogSelector: string }).__benchDialogSelector = '.modal-container-mobile'

function App(): ReactElement {
  const [, connect] = useConnectWallet()
  return (
    <button type="button" data-testid="connect-button" data-bench-open="" onClick={() => void connect()}>
      Connect
    </button>
  )
}

const root = document.getElementById('root')
if (root) createRoot(root).render(<App />)
