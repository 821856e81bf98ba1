// QR code of the current pairing URI, with copy link and the picked wallet's deep links.
import type { WalletListEntry } from '@airlock/kernel'
import {
  Button,
  Icon,
  QrCode,
  QrCodePlaceholder,
  Text,
  Tooltip,
  useCopyToClipboard,
  useErrorText,
  useMessages,
  WalletImage,
} from '@airlock/ui'
import { observer } from 'mobx-react-lite'
import type { ReactElement } from 'react'
import { type DeepLinkKind, walletDeepLink } from '../deepLinks'
import { WALLETCONNECT_MESSAGES } from '../messages'
import { mobileRedirectFor } from '../mobileRedirect'
import type { WalletConnectApi } from '../plugin'
import { isMobileDevice } from './isMobileDevice'

/** Side of the QR code in px (fits the 360 px modal). */
export const QR_SIZE = 280

const LINKS: {
  kind: DeepLinkKind
  field: 'mobile_link' | 'desktop_link' | 'webapp_link'
  label: 'openDesktop' | 'openWeb' | 'openMobile'
}[] = [
  { kind: 'desktop', field: 'desktop_link', label: 'openDesktop' },
  { kind: 'webapp', field: 'webapp_link', label: 'openWeb' },
  { kind: 'mobile', field: 'mobile_link', label: 'openMobile' },
]

/** Props of {@link WalletConnectPanel}. */
export interface WalletConnectPanelProps {
  /** The plugin's runtime (pairing store, connector). */
  runtime: WalletConnectApi
  /** The catalogue wallet being connected (its name and deep links), if one was picked. */
  wallet?: WalletListEntry | undefined
  /** Its image URL. */
  walletImageUrl?: string | undefined
  /** Starts a new attempt after a failure. */
  retry: () => void
}

/** The pairing panel shared by ConnectingWalletConnect and ConnectingWalletConnectBasic. */
export const WalletConnectPanel = observer(function WalletConnectPanel({
  runtime,
  wallet,
  walletImageUrl,
  retry,
}: WalletConnectPanelProps): ReactElement {
  const copy = useCopyToClipboard()
  const t = useMessages(WALLETCONNECT_MESSAGES)
  const errorText = useErrorText()
  const { store, connector } = runtime
  const uri = store.uri
  const mobile = isMobileDevice()
  // A chain plugin's redirect for this wallet (e.g. Phantom's browse link) replaces its pairing deep link.
  const redirect = () =>
    typeof location === 'undefined'
      ? undefined
      : mobileRedirectFor(runtime.mobileRedirects(), wallet, { href: location.href, origin: location.origin })
  const links = uri
    ? LINKS.filter((l) => (l.kind === 'mobile') === mobile || l.kind === 'webapp')
        .map((l) => ({
          ...l,
          href:
            (l.kind === 'mobile' ? redirect() : undefined) ?? walletDeepLink(wallet?.[l.field], uri, l.kind),
        }))
        .filter((l): l is typeof l & { href: string } => l.href !== undefined)
    : []
  return (
    <div className="al-connecting">
      {store.status === 'failed' ? (
        <div className="al-stack al-center" style={{ gap: 12, padding: '24px 0' }} role="alert">
          <Text variant="body-strong" tone="error">
            {errorText(store.error)}
          </Text>
          <Button variant="secondary" size="sm" icon={<Icon name="refresh" size="sm" />} onClick={retry}>
            {t('tryAgain')}
          </Button>
        </div>
      ) : uri ? (
        <QrCode
          value={uri}
          size={QR_SIZE}
          label={wallet ? t('qrLabel', { name: wallet.name }) : t('qrLabelAnyWallet')}
          logo={
            <WalletImage
              src={walletImageUrl ?? connector.imageUrl}
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
        {wallet ? t('scanWith', { name: wallet.name }) : t('scanWithPhone')}
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
              {t(link.label)}
            </a>
          ))}
        </div>
      ) : null}
      <Tooltip text={t('copyLinkHint')}>
        <Button
          variant="ghost"
          size="sm"
          icon={<Icon name="copy" size="sm" />}
          disabled={uri === undefined}
          onClick={() => uri && void copy(uri, 'Link copied')}
        >
          {t('copyLink')}
        </Button>
      </Tooltip>
    </div>
  )
})
