// Account header: network switcher, avatar, name or shortened address, balance, explorer link, copy.
import { shortenAddress } from '@airlock/kernel'
import { observer } from 'mobx-react-lite'
import type { ReactElement } from 'react'
import { networkImageUrl } from '../../catalogue/networkImageUrl'
import { Amount } from '../../components/Amount'
import { Avatar } from '../../components/Avatar'
import { Icon } from '../../components/Icon'
import { IconButton } from '../../components/IconButton'
import { Text } from '../../components/Text'
import { WalletImage } from '../../components/WalletImage'
import { useAirlock } from '../../hooks/useAirlock'
import { useCopyToClipboard } from '../../hooks/useCopyToClipboard'
import { UI_EN } from '../../i18n/uiMessages'
import { useKernelMessages, useUiMessages } from '../../i18n/useUiMessages'
import { switchableNetworks } from '../networks/switchable'

/** Snackbar text after the address was copied. */
export const ADDRESS_COPIED = UI_EN.addressCopied

/** True for an http(s) URL (explorer links come from config; nothing else is rendered as a link). */
export function isWebUrl(url: string | undefined): url is string {
  if (!url) return false
  try {
    const { protocol } = new URL(url)
    return protocol === 'https:' || protocol === 'http:'
  } catch {
    return false
  }
}

/**
 * The pill that shows the active network and opens the Networks view; without another network the
 * wallet can switch to (no `switchNetwork` capability) it only shows the network.
 */
export const NetworkPill = observer(function NetworkPill(): ReactElement {
  const airlock = useAirlock()
  const t = useUiMessages()
  const k = useKernelMessages()
  const state = airlock.get((s) => s)
  const { active: activeNetwork, unsupportedChainId, all: networks } = state.network
  const unsupported = unsupportedChainId !== undefined
  const name = unsupported ? k('unsupportedChain') : activeNetwork.name
  const canSwitch = unsupported || switchableNetworks(state, networks).length > 1
  const content = (
    <>
      {unsupported ? (
        <Icon name="warning" size="sm" />
      ) : (
        <WalletImage
          src={networkImageUrl(airlock, activeNetwork)}
          name={activeNetwork.name}
          size={24}
          round
          decorative
        />
      )}
      <span>{name}</span>
    </>
  )
  if (!canSwitch) {
    return (
      <span className="al-pill" data-plain="true">
        {content}
      </span>
    )
  }
  return (
    <button
      type="button"
      className="al-pill"
      data-tone={unsupported ? 'warning' : undefined}
      title={t('switchNetwork')}
      onClick={() => void airlock.navigate('Networks')}
    >
      {content}
      <span className="al-sr-only">{t('switchNetworkHint')}</span>
      <Icon name="chevronDown" size="sm" />
    </button>
  )
})

/** Avatar, profile name or shortened address with a copy button, native balance and explorer link. */
export const AccountHeader = observer(function AccountHeader(): ReactElement {
  const airlock = useAirlock()
  const t = useUiMessages()
  const copy = useCopyToClipboard()
  const account = airlock.get((s) => s.account)
  const address = account.address ?? ''
  const name = account.profileName ?? shortenAddress(address)
  const explorer = account.addressExplorerUrl
  return (
    <div className="al-account-profile">
      <Avatar address={address} imageUrl={account.profileImage} size={72} />
      <span className="al-account-name">
        <Text as="h2" variant="title" truncate title={address} id="al-account-name">
          {name}
        </Text>
        <IconButton
          icon="copy"
          size="sm"
          label={t('copyAddress')}
          onClick={() => void copy(address, ADDRESS_COPIED)}
        />
      </span>
      {account.balance === undefined ? (
        <span
          className="al-skeleton"
          style={{ width: 96, height: 14 }}
          role="status"
          aria-label={t('loadingBalance')}
        />
      ) : (
        <span className="al-account-balance" data-testid="account-balance">
          <Amount value={account.balance} symbol={account.balanceSymbol} />
        </span>
      )}
      {isWebUrl(explorer) ? (
        <a className="al-pill" data-plain="true" href={explorer} target="_blank" rel="noopener noreferrer">
          {t('blockExplorer')}
          <Icon name="external" size="sm" />
        </a>
      ) : null}
    </div>
  )
})
