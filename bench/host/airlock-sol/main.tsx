// Airlock configured for Solana alone, as a user installs it (npm pack tarballs): solana on devnet's local
// node (Solana devnet when the runtime config has none) and walletConnect. Timed for the Solana wallet's row
// click → address and balance shown (connectBalanceRun): the test wallet's row connects its Solana side only.
import { createAirlock } from '@airlock/kernel'
import { solana, solanaDevnet, solanaNetwork } from '@airlock/solana'
import { walletConnect } from '@airlock/walletconnect'
import { renderAirlockHost } from '../airlockHost'
import { benchConfig } from '../shared'

const local = benchConfig.solana

renderAirlockHost(
  createAirlock({
    projectId: benchConfig.projectId,
    metadata: { name: 'Airlock bench', description: 'benchmark host', url: location.origin, icons: [] },
    endpoints: benchConfig.endpoints,
    plugins: [
      solana({
        networks: local
          ? [
              solanaNetwork({
                name: local.name,
                caipNetworkId: local.caipNetworkId,
                rpcUrl: local.rpcUrl,
                wsUrl: local.wsUrl,
              }),
            ]
          : [solanaDevnet],
      }),
      walletConnect(),
    ],
  }),
)
