// The onramp plugin's browser test app (the page is devnet's buildTestApp, the host @airlock/testing's
// mountTestApp): the evm plugin (direct RPC), the solana plugin on the devnet's node, and the lazy onramp()
// descriptor on the devnet endpoints; a host "Buy crypto" button opening the Buy view.
import { e2eAppConfig, e2eChains, readE2eConfig } from '@airlock/devnet/test-app'
import { evm } from '@airlock/evm'
import { createAirlock } from '@airlock/kernel'
import { solana, solanaNetwork } from '@airlock/solana'
import { mountTestApp } from '@airlock/testing/react'
import { useLocale } from '@airlock/ui'
import { BUY_VIEW, onramp } from '../../src/index'

declare global {
  interface Window {
    /** The devnet's Solana node, put there by the tests' init script. */
    __ONRAMP_SOLANA__?: { caipNetworkId: string; rpcUrl: string; wsUrl: string }
  }
}

const e2e = readE2eConfig()
const node = window.__ONRAMP_SOLANA__
const airlock = createAirlock({
  ...e2eAppConfig(e2e, 'Airlock on-ramp test app', 'onramp browser tests'),
  features: { analytics: false },
  plugins: [
    evm({ networks: e2eChains(e2e), rpc: 'direct' }),
    ...(node ? [solana({ networks: [solanaNetwork({ name: 'Devnet Solana', ...node })] })] : []),
    onramp({ historyPollMs: 500 }),
  ],
})
/** Hands the runtime locale switch to the tests. */
function LocaleSwitch(): null {
  window.__setLocale = useLocale().setLocale
  return null
}

/** The host's own "Buy crypto" entry point: opens Buy (Connect first for a visitor not connected yet). */
function HostBuyButton() {
  return (
    <button type="button" data-testid="host-buy" onClick={() => void airlock.open(BUY_VIEW)}>
      Buy crypto
    </button>
  )
}

mountTestApp({
  airlock,
  children: (
    <>
      <LocaleSwitch />
      <HostBuyButton />
    </>
  ),
})
