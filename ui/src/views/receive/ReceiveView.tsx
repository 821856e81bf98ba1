// The Receive view: the address as a QR code and text, a copy button, and the network(s) it is for.
import { shortenAddress } from '@airlock/kernel'
import { observer } from 'mobx-react-lite'
import type { ReactElement } from 'react'
import { networkImageUrl } from '../../catalogue/networkImageUrl'
import { Button } from '../../components/Button'
import { Icon } from '../../components/Icon'
import { QrCode } from '../../components/QrCode'
import { Text } from '../../components/Text'
import { WalletImage } from '../../components/WalletImage'
import { useAirlock } from '../../hooks/useAirlock'
import { useCopyToClipboard } from '../../hooks/useCopyToClipboard'
import { useActiveLocale, useUiMessages } from '../../i18n/useUiMessages'
import { ADDRESS_COPIED } from '../account/AccountHeader'

/** The Receive view (reads the Airlock instance from context; no props). */
export const ReceiveView = observer(function ReceiveView(): ReactElement {
  const airlock = useAirlock()
  const t = useUiMessages()
  const locale = useActiveLocale()
  const copy = useCopyToClipboard()
  const { account, network } = airlock.get((s) => s)
  const address = account.address ?? ''
  const active = network.active
  const others = network.of(active.chainNamespace).filter((n) => n !== active)
  return (
    <div className="al-stack al-center" style={{ gap: 16 }} data-testid="receive-view">
      <QrCode
        value={address}
        size={232}
        label={t('receiveQr', { network: active.name })}
        logo={
          <WalletImage src={networkImageUrl(airlock, active)} name={active.name} size={44} round decorative />
        }
      />
      <div className="al-stack al-center" style={{ gap: 4 }}>
        <Text as="h2" variant="title" align="center" title={address}>
          {shortenAddress(address)}
        </Text>
        <Text as="p" variant="small" tone="secondary" align="center">
          {t('receiveHint')}
        </Text>
      </div>
      <Button
        variant="secondary"
        icon={<Icon name="copy" size="sm" />}
        onClick={() => void copy(address, ADDRESS_COPIED)}
      >
        {t('copyAddress')}
      </Button>
      <div className="al-footer-note" style={{ width: '100%' }}>
        <Text variant="small" tone="secondary">
          {t('network')}
        </Text>
        <span className="al-row" style={{ gap: 6 }} data-testid="receive-network">
          <WalletImage src={networkImageUrl(airlock, active)} name={active.name} size={20} round decorative />
          <Text variant="small-strong">{active.name}</Text>
        </span>
      </div>
      {others.length > 0 ? (
        <Text as="p" variant="small" tone="secondary" align="center">
          {t('alsoReceivesOn', {
            networks: new Intl.ListFormat(locale, { style: 'short', type: 'unit' }).format(
              others.map((n) => n.name),
            ),
          })}
        </Text>
      ) : null}
    </div>
  )
})
