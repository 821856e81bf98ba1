// Airlock as a user installs it (the packages from npm pack tarballs, bench/package.json): createAirlock with
// evm, walletConnect and ens, <AirlockProvider>, and a plain button calling open(), enabled at once. A second
// button opens All Wallets. The devnet endpoints come from the runtime config the bench server injects.
import { ens } from '@airlock/ens'
import { evm } from '@airlock/evm'
import { createAirlock } from '@airlock/kernel'
import { walletConnect } from '@airlock/walletconnect'
import { benchAirlockConfig, benchChain, renderAirlockHost } from '../airlockHost'

renderAirlockHost(
  createAirlock({
    ...benchAirlockConfig,
    plugins: [evm({ networks: [benchChain] }), walletConnect(), ens()],
  }),
)
