// <NetworkButton/>: the active network's icon and name; opens the Networks view.
import { observer } from 'mobx-react-lite'
import type { ReactElement } from 'react'
import { networkImageUrl } from '../catalogue/networkImageUrl'
import { WalletImage } from '../components/WalletImage'
import { useAirlock } from '../hooks/useAirlock'
import { useUiMessages } from '../i18n/useUiMessages'
import { ShadowSurface } from './ShadowSurface'

/** A button showing the active network; opens the network picker. */
export function NetworkButton(): ReactElement {
  const airlock = useAirlock()
  return (
    <ShadowSurface
      airlock={airlock}
      hostAttribute="data-airlock-network-button"
      fallback={airlock.get((s) => s.network.active.name)}
    >
      <NetworkButtonInner />
    </ShadowSurface>
  )
}

const NetworkButtonInner = observer(function NetworkButtonInner(): ReactElement {
  const airlock = useAirlock()
  const t = useUiMessages()
  const { network } = airlock.get((s) => s)
  const active = network.active
  const unsupported = network.unsupportedChainId !== undefined
  return (
    <button
      type="button"
      className="al-host-btn"
      onClick={() => void airlock.open(unsupported ? 'UnsupportedChain' : 'Networks')}
    >
      <WalletImage src={networkImageUrl(airlock, active)} name={active.name} size={28} round decorative />
      <span>{unsupported ? t('switchNetwork') : active.name}</span>
      {unsupported ? null : <span className="al-sr-only">{t('switchNetworkHint')}</span>}
    </button>
  )
})
