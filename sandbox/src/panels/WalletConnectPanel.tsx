// A link to the devnet wallet page ("the phone") that pairs with the modal's WalletConnect URI.
import type { Airlock } from '@airlock/kernel'
import { observer } from 'mobx-react-lite'
import type { ReactElement } from 'react'
import type { SandboxRuntimeConfig } from '../runtimeConfig'
import { Panel } from './Panel'

/** When the modal shows a WalletConnect QR, the link carries its URI so the wallet page pairs at once. */
export const WalletConnectPanel = observer(function WalletConnectPanel({
  airlock,
  config,
}: {
  airlock: Airlock
  config: SandboxRuntimeConfig
}): ReactElement {
  // The pairing lives in the WalletConnect plugin (absent when the plugin is not configured).
  const uri = airlock.plugin('walletconnect')?.store.uri
  if (!config.walletPageUrl) {
    return (
      <Panel title="WalletConnect">
        <p>
          Scan the modal's QR code with a WalletConnect wallet (relay:{' '}
          {config.endpoints.relay ?? 'none configured'}).
        </p>
      </Panel>
    )
  }
  const href = uri ? `${config.walletPageUrl}?uri=${encodeURIComponent(uri)}` : config.walletPageUrl
  return (
    <Panel title="WalletConnect">
      <p>
        Choose WalletConnect in the modal, then open the devnet wallet page: it plays the phone, pairs through
        the local relay and approves or rejects requests.
      </p>
      <a href={href} target="_blank" rel="noopener" data-testid="wallet-page-link">
        {uri ? 'Open the devnet wallet page with this pairing URI' : 'Open the devnet wallet page'}
      </a>
      {uri ? <p className="sb-hint sb-break">{uri}</p> : null}
      {uri && airlock.get((s) => s.modal.open) ? (
        // Above the modal's backdrop (z-index 999), so the phone can be opened while the QR shows.
        <a className="sb-phone-link" href={href} target="_blank" rel="noopener" data-testid="phone-link">
          Pair with the devnet wallet page ↗
        </a>
      ) : null}
    </Panel>
  )
})
