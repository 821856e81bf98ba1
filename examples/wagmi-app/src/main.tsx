// A minimal wagmi app on Airlock: the Airlock instance gives the modal (ConnectButton) and the wagmi config;
// everything else is plain wagmi.
import { evm } from '@airlock/evm'
import { createAirlock } from '@airlock/kernel'
import { AirlockProvider, ConnectButton } from '@airlock/ui'
import { airlockWagmiConfig } from '@airlock/wagmi'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { createRoot } from 'react-dom/client'
import { mainnet, sepolia } from 'viem/chains'
import { useBalance, useConnection, useSignMessage, WagmiProvider } from 'wagmi'

const airlock = createAirlock({
  projectId: 'example',
  metadata: { name: 'wagmi example', description: 'A wagmi app on Airlock', url: location.origin, icons: [] },
  plugins: [evm({ networks: [mainnet, sepolia] })],
})
const config = airlockWagmiConfig(airlock)
const queryClient = new QueryClient()

function Account() {
  const { address, chainId, status } = useConnection()
  const balance = useBalance({ address })
  const sign = useSignMessage()
  if (status !== 'connected') return <p>Not connected</p>
  return (
    <section>
      <p>
        {address} on chain {chainId}: {balance.data ? `${balance.data.value} wei` : '…'}
      </p>
      <button type="button" onClick={() => sign.mutate({ message: 'Hello from wagmi' })}>
        Sign a message
      </button>
      {sign.data && <pre>{sign.data}</pre>}
    </section>
  )
}

const root = document.getElementById('root')
if (root)
  createRoot(root).render(
    <AirlockProvider airlock={airlock}>
      <WagmiProvider config={config}>
        <QueryClientProvider client={queryClient}>
          <ConnectButton />
          <Account />
        </QueryClientProvider>
      </WagmiProvider>
    </AirlockProvider>,
  )
