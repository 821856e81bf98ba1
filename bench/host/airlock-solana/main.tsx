// Airlock configured for EVM and Solana, as a user installs it (npm pack tarballs): the airlock page's set
// (evm, walletConnect, ens) plus solana on devnet's local node when the runtime config has one, else Solana
// devnet. Built for its initial JS (npm run bench reports it beside the timed pages); it runs as well.
import { ens } from '@airlock/ens'
import { evm } from '@airlock/evm'
import { createAirlock } from '@airlock/kernel'
import { solana } from '@airlock/solana'
import { walletConnect } from '@airlock/walletconnect'
import { benchAirlockConfig, benchChain, renderAirlockHost } from '../airlockHost'
import { benchSolanaNetworks } from '../solanaNetworks'

renderAirlockHost(
  createAirlock({
    ...benchAirlockConfig,
    plugins: [
      evm({ networks: [benchChain] }),
      solana({ networks: benchSolanaNetworks }),
      walletConnect(),
      ens(),
    ],
  }),
)
