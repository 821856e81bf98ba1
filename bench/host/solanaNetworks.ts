// Solana's networks of the host pages that configure it: devnet's local node when the runtime config has one,
// else Solana devnet.
import { solanaDevnet, solanaNetwork } from '@airlock/solana'
import { benchConfig } from './shared'

const local = benchConfig.solana

/** The Solana networks a host page configures. */
export const benchSolanaNetworks = local
  ? [
      solanaNetwork({
        name: local.name,
        caipNetworkId: local.caipNetworkId,
        rpcUrl: local.rpcUrl,
        wsUrl: local.wsUrl,
      }),
    ]
  : [solanaDevnet]
