// RainbowKit 2.2 as its quick start has it: getDefaultConfig (wagmi + viem) with the devnet chain,
// WagmiProvider, QueryClientProvider, RainbowKitProvider, and a button calling openConnectModal.
import '@rainbow-me/rainbowkit/styles.css'
import { getDefaultConfig, RainbowKitProvider, useConnectModal } from '@rainbow-me/rainbowkit'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import type { ReactElement } from 'react'
import { createRoot } from 'react-dom/client'
import { defineChain } from 'viem'
import { WagmiProvider } from 'wagmi'
import { benchConfig, devnetChain } from '../shared'

const chain = defineChain({
  id: devnetChain.chainId,
  name: devnetChain.name,
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: [devnetChain.rpcUrl] } },
})
const config = getDefaultConfig({ appName: 'bench', projectId: benchConfig.projectId, chains: [chain] })
const queryClient = new QueryClient()

function OpenButton(): ReactElement {
  const { openConnectModal } = useConnectModal()
  return (
    <button
      type="button"
      data-testid="connect-button"
      data-bench-open=""
      disabled={!openConnectModal}
      onClick={() => openConnectModal?.()}
    >
      Connect
    </button>
  )
}

const root = document.getElementById('root')
if (root)
  createRoot(root).render(
    <WagmiProvider config={config}>
      <QueryClientProvider client={queryClient}>
        <RainbowKitProvider>
          <OpenButton />
        </RainbowKitProvider>
      </QueryClientProvider>
    </WagmiProvider>,
  )
