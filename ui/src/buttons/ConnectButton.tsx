// <ConnectButton/>: 'Connect' when disconnected; when connected: avatar, name or shortened address,
// balance (3 decimals, cut) and the network icon. Opens the modal (Account when connected).
import { shortenAddress } from '@airlock/kernel'
import { observer } from 'mobx-react-lite'
import type { ReactElement } from 'react'
import { networkImageUrl } from '../catalogue/networkImageUrl'
import { Amount } from '../components/Amount'
import { Avatar } from '../components/Avatar'
import { Spinner } from '../components/Spinner'
import { WalletImage } from '../components/WalletImage'
import { useAirlock } from '../hooks/useAirlock'
import { useUiMessages } from '../i18n/useUiMessages'
import { ShadowSurface } from './ShadowSurface'

/** Props of {@link ConnectButton}. */
export interface ConnectButtonProps {
  /** Label when disconnected (default 'Connect'). */
  label?: string
  /** Hide the balance when connected. */
  hideBalance?: boolean
}

/** The button a host page puts in its header. */
export function ConnectButton({ label, hideBalance = false }: ConnectButtonProps): ReactElement {
  const airlock = useAirlock()
  const t = useUiMessages()
  const shown = label ?? t('connect')
  return (
    <ShadowSurface airlock={airlock} hostAttribute="data-airlock-connect-button" fallback={shown}>
      <ConnectButtonInner label={shown} hideBalance={hideBalance} />
    </ShadowSurface>
  )
}

const ConnectButtonInner = observer(function ConnectButtonInner({
  label,
  hideBalance,
}: Required<ConnectButtonProps>): ReactElement {
  const airlock = useAirlock()
  const t = useUiMessages()
  const { account: state, network, connection } = airlock.get((s) => s)
  // Connecting, or connected and pending a gate (e.g. sign-in): not connected yet for the host.
  const connecting = connection.status === 'connecting' || connection.status === 'pending'
  if (state.status !== 'connected' || state.address === undefined) {
    return (
      <button
        type="button"
        className="al-host-btn"
        data-variant="connect"
        aria-busy={connecting || undefined}
        onClick={() => void airlock.open()}
      >
        {connecting ? <Spinner size={16} label={t('connecting')} /> : null}
        {label}
      </button>
    )
  }
  const active = network.active
  const name = state.profileName ?? shortenAddress(state.address)
  return (
    <button type="button" className="al-host-btn" onClick={() => void airlock.open('Account')}>
      <span className="al-sr-only">{`${t('accountPrefix')} `}</span>
      <WalletImage src={networkImageUrl(airlock, active)} name={active.name} size={28} round decorative />
      {!hideBalance && state.balance !== undefined ? (
        <span className="al-host-btn-balance">
          <Amount value={state.balance} symbol={state.balanceSymbol} />
        </span>
      ) : null}
      <span className="al-row al-host-btn-address" style={{ gap: 6 }}>
        <Avatar address={state.address} imageUrl={state.profileImage} size={20} />
        <span>{name}</span>
      </span>
    </button>
  )
})
