// Airlock configured for EVM and Solana, as a user installs it (npm pack tarballs): the airlock page's set
// (evm, walletConnect, ens) plus solana on devnet's local node when the runtime config has one, else Solana
// devnet. Built for its initial JS (npm run bench reports it beside the timed pages); it runs as well.
import { ens } from '@airlock/ens'
import { evm } from '@airlock/evm'
import { createAirlock } from '@airlock/kernel'
import { solana, solanaDevnet, solanaNetwork } from '@airlock/solana'
import { walletConnect } from '@airlock/walletconnect'
import { benchChain, renderAirlockHost } from '../airlockHost'
import { benchConfig } from '../shared'

const local = benchConfig.solana
const solanaNetworks = local
  ? [
      solanaNetwork({
        name: local.name,
        caipNetworkId: local.caipNetworkId,
        rpcUrl: local.rpcUrl,
        wsUrl: local.wsUrl,
      }),
    ]
  : [solanaDevnet]

renderAirlockHost(
  createAirlock({
    projectId: benchConfig.projectId,
    metadata: { name: 'Airlock bench', description: 'benchmark host', url: location.origin, icons: [] },
    endpoints: benchConfig.endpoints,
    plugins: [evm({ networks: [benchChain] }), solana({ networks: solanaNetworks }), walletConnect(), ens()],
  }),
)
