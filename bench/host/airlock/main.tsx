// Airlock as a user installs it (the packages from npm pack tarballs, bench/package.json): createAirlock with
// evm, walletConnect and ens, <AirlockProvider>, and a plain button calling open(), enabled at once. A second
// button opens All Wallets. The devnet endpoints come from the runtime config the bench server injects.
import { ens } from '@airlock/ens'
import { evm } from '@airlock/evm'
import { createAirlock } from '@airlock/kernel'
import { walletConnect } from '@airlock/walletconnect'
import { benchChain, renderAirlockHost } from '../airlockHost'
import { benchConfig } from '../shared'

renderAirlockHost(
  createAirlock({
    projectId: benchConfig.projectId,
    metadata: { name: 'Airlock bench', description: 'benchmark host', url: location.origin, icons: [] },
    endpoints: benchConfig.endpoints,
    plugins: [evm({ networks: [benchChain] }), walletConnect(), ens()],
  }),
)
