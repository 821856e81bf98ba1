// Airlock configured for Bitcoin alone, as a user installs it (npm pack tarballs): bitcoin on devnet's regtest
// node (read through its Esplora facade; the runtime config has it when devnet runs Bitcoin) and
// walletConnect. Timed for the Bitcoin wallet's row click → address and balance shown (connectBalanceRun).
import { bitcoin, bitcoinRegtest, defineBitcoinNetwork } from '@airlock/bitcoin'
import { createAirlock } from '@airlock/kernel'
import { walletConnect } from '@airlock/walletconnect'
import { benchAirlockConfig, renderAirlockHost } from '../airlockHost'
import { benchConfig } from '../shared'

const local = benchConfig.bitcoin

renderAirlockHost(
  createAirlock({
    ...benchAirlockConfig,
    plugins: [
      bitcoin({
        networks: [
          local
            ? defineBitcoinNetwork({ ...bitcoinRegtest, name: local.name, esploraUrl: local.esploraUrl })
            : bitcoinRegtest,
        ],
      }),
      walletConnect(),
    ],
  }),
)
