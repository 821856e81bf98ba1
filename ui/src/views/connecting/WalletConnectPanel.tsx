// QR code of the current pairing URI with copy link and the wallet's deep links.
import { observer } from 'mobx-react-lite'
import type { ReactElement } from 'react'
import { catalogueState } from '../../catalogue/CatalogueState'
import type { CatalogueWallet } from '../../catalogue/catalogueTypes'
import { Button } from '../../components/Button'
import { Icon } from '../../components/Icon'
import { QrCode, QrCodePlaceholder } from '../../components/QrCode'
import { Text } from '../../components/Text'
import { Tooltip } from '../../components/Tooltip'
import { WalletImage } from '../../components/WalletImage'
import { useAirlock } from '../../hooks/useAirlock'
import { useCopyToClipboard } from '../../hooks/useCopyToClipboard'
import { isMobileDevice } from '../../utils/isMobileDevice'
import { type DeepLinkKind, walletDeepLink } from './deepLinks'
import { useWalletConnectPairing } from './useWalletConnectPairing'

/** Side of the QR code in px (fits the 360 px modal). */
export const QR_SIZE = 280

const LINKS: { kind: DeepLinkKind; field: 'mobile_link' | 'desktop_link' | 'webapp_link'; label: string }[] =
  [
    { kind: 'desktop', field: 'desktop_link', label: 'Open desktop app' },
    { kind: 'webapp', field: 'webapp_link', label: 'Open web app' },
    { kind: 'mobile', field: 'mobile_link', label: 'Open mobile app' },
  ]

/** Props of {@link WalletConnectPanel}. */
export interface WalletConnectPanelProps {
  /** The catalogue wallet being connected (for its image and deep links), if one was picked. */
  wallet?: CatalogueWallet | undefined
  /** Its image URL. */
  walletImageUrl?: string | undefined
}

/** The WalletConnect pairing panel shared by ConnectingWalletConnect and ConnectingWalletConnectBasic. */
export const WalletConnectPanel = observer(function WalletConnectPanel({
  wallet,
  walletImageUrl,
}: WalletConnectPanelProps): ReactElement {
  const airlock = useAirlock()
  const { connector, error, retry } = useWalletConnectPairing(airlock)
  const copy = useCopyToClipboard()
  const uri = airlock.stores.connection.wcUri
  const catalogue = catalogueState(airlock)
  const connectorImage =
    connector?.imageUrl ??
    (connector?.imageId ? catalogue.imageUrl({ image_id: connector.imageId }) : undefined)
  const name = wallet?.name ?? 'your wallet'
  if (!connector) {
    return (
      <div className="al-connecting">
        <Text variant="body-strong">WalletConnect is not available</Text>
        <Text variant="small" tone="secondary" align="center">
          No chain plugin offers a WalletConnect connector.
        </Text>
      </div>
    )
  }
  const mobile = isMobileDevice()
  const links = uri
    ? LINKS.filter((l) => (l.kind === 'mobile') === mobile || l.kind === 'webapp')
        .map((l) => ({ ...l, href: walletDeepLink(wallet?.[l.field], uri, l.kind) }))
        .filter((l): l is typeof l & { href: string } => l.href !== undefined)
    : []
  return (
    <div className="al-connecting">
      {error ? (
        <div className="al-stack al-center" style={{ gap: 12, padding: '24px 0' }} role="alert">
          <Text variant="body-strong" tone="error">
            {error}
          </Text>
          <Button variant="secondary" size="sm" icon={<Icon name="refresh" size="sm" />} onClick={retry}>
            Try again
          </Button>
        </div>
      ) : uri ? (
        <QrCode
          value={uri}
          size={QR_SIZE}
          label={`QR code to connect ${name}`}
          logo={
            <WalletImage
              src={walletImageUrl ?? connectorImage}
              name={wallet?.name ?? connector.name}
              size={56}
              decorative
            />
          }
        />
      ) : (
        <QrCodePlaceholder size={QR_SIZE} />
      )}
      <Text variant="small" tone="secondary" align="center">
        Scan this QR code with {wallet ? wallet.name : 'your phone'}
      </Text>
      {links.length > 0 ? (
        <div className="al-row" style={{ flexWrap: 'wrap', justifyContent: 'center' }}>
          {links.map((link) => (
            <a
              key={link.kind}
              className="al-btn"
              data-variant="primary"
              data-size="sm"
              href={link.href}
              target={link.kind === 'webapp' ? '_blank' : '_self'}
              rel="noreferrer noopener"
            >
              <Icon
                name={link.kind === 'mobile' ? 'mobile' : link.kind === 'desktop' ? 'desktop' : 'external'}
                size="sm"
              />
              {link.label}
            </a>
          ))}
        </div>
      ) : null}
      <Tooltip text="Copy the WalletConnect pairing link">
        <Button
          variant="ghost"
          size="sm"
          icon={<Icon name="copy" size="sm" />}
          disabled={uri === undefined}
          onClick={() => uri && void copy(uri, 'Link copied')}
        >
          Copy link
        </Button>
      </Tooltip>
    </div>
  )
})
