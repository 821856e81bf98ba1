// Airlock configured for Solana alone, as a user installs it (npm pack tarballs): solana on devnet's local
// node (Solana devnet when the runtime config has none) and walletConnect. Timed for the Solana wallet's row
// click → address and balance shown (connectBalanceRun): the test wallet's row connects its Solana side only.
import { createAirlock } from '@airlock/kernel'
import { solana } from '@airlock/solana'
import { walletConnect } from '@airlock/walletconnect'
import { benchAirlockConfig, renderAirlockHost } from '../airlockHost'
import { benchSolanaNetworks } from '../solanaNetworks'

renderAirlockHost(
  createAirlock({
    ...benchAirlockConfig,
    plugins: [solana({ networks: benchSolanaNetworks }), walletConnect()],
  }),
)
