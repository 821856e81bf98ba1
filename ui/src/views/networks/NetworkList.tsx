// A list of networks to switch to: icons, the active one marked, testnets marked, a pending state
// while the wallet switches, and the error when it fails.
import type { BaseError, CaipNetwork } from '@airlock/kernel'
import { observer } from 'mobx-react-lite'
import { type ReactElement, useState } from 'react'
import { networkImageUrl } from '../../catalogue/networkImageUrl'
import { ListItem } from '../../components/ListItem'
import { ScopedStyle } from '../../components/ScopedStyle'
import { Spinner } from '../../components/Spinner'
import { WalletImage } from '../../components/WalletImage'
import { useAirlock } from '../../hooks/useAirlock'
import { UI_EN } from '../../i18n/uiMessages'
import { useUiMessages } from '../../i18n/useUiMessages'
import { visitorError } from '../../i18n/visitorError'
import { InlineError } from '../InlineError'
import { switchableNetworks } from './switchable'

/** Props of {@link NetworkList}. */
export interface NetworkListProps {
  /** The networks to list. */
  networks: readonly CaipNetwork[]
  /** Accessible name of the list. */
  label: string
  /** Mark the active network (false on UnsupportedChain, where the wallet is on none of them). */
  markActive?: boolean
  /** Called after a successful switch. */
  onSwitched: (network: CaipNetwork) => void
}

// Tags are small text: darker (light theme) or lighter (dark theme) than the shared tag colours so they
// keep a 4.5:1 contrast.
const networkListStyles = `
.al-networks .al-tag { color: var(--airlock-fg); }
.al-networks .al-tag[data-tone='success'] { color: color-mix(in srgb, var(--airlock-success) 55%, var(--airlock-fg)); }
`

/** Tag of a test network. */
export const TESTNET_TAG = UI_EN.testnet

/** Tag of the active network. */
export const ACTIVE_TAG = UI_EN.active

/**
 * Networks as rows; choosing one asks the kernel (and the wallet) to switch. Networks the connected
 * wallet cannot switch to (its adapter has no `switchNetwork`) are not offered.
 */
export const NetworkList = observer(function NetworkList({
  networks: given,
  label,
  markActive = true,
  onSwitched,
}: NetworkListProps): ReactElement {
  const airlock = useAirlock()
  const t = useUiMessages()
  const active = airlock.get((s) => s.network.active)
  const networks = airlock.get((s) => switchableNetworks(s, given))
  const [pending, setPending] = useState<string | undefined>(undefined)
  const [error, setError] = useState<BaseError | undefined>(undefined)

  const choose = async (network: CaipNetwork) => {
    if (pending) return
    if (markActive && network.caipNetworkId === active.caipNetworkId) {
      onSwitched(network)
      return
    }
    setPending(network.caipNetworkId)
    setError(undefined)
    try {
      await airlock.switchNetwork(network.caipNetworkId)
      setPending(undefined)
      onSwitched(network)
    } catch (cause) {
      const error = visitorError(cause)
      setPending(undefined)
      setError(error)
      airlock.notify(error)
    }
  }

  return (
    <div className="al-stack al-networks" style={{ gap: 12 }}>
      <ScopedStyle css={networkListStyles} />
      <ul className="al-list" aria-label={label}>
        {networks.map((network) => {
          const isActive = markActive && network.caipNetworkId === active.caipNetworkId
          const isPending = pending === network.caipNetworkId
          return (
            <li key={network.caipNetworkId}>
              <ListItem
                data-network={network.caipNetworkId}
                aria-current={isActive || undefined}
                aria-busy={isPending || undefined}
                aria-disabled={pending !== undefined && !isPending ? true : undefined}
                image={
                  <WalletImage
                    src={networkImageUrl(airlock, network)}
                    name={network.name}
                    size={36}
                    round
                    decorative
                  />
                }
                label={network.name}
                tag={isActive ? t('active') : network.testnet ? t('testnet') : undefined}
                tagTone={isActive ? 'success' : 'neutral'}
                end={
                  isPending ? (
                    <Spinner size={16} label={t('switchingTo', { name: network.name })} />
                  ) : undefined
                }
                onClick={() => void choose(network)}
              />
            </li>
          )
        })}
      </ul>
      <InlineError error={error} />
    </div>
  )
})
