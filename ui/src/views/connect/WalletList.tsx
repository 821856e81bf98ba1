// The wallet rows of the Connect view and the All Wallets entry with the catalogue count.
import { uiHost } from '@airlock/kernel/internal'
import { observer } from 'mobx-react-lite'
import { type ReactElement, useRef, useState } from 'react'
import { type CatalogueState, catalogueState, RECOMMENDED_COUNT } from '../../catalogue/CatalogueState'
import { Icon } from '../../components/Icon'
import { ListItem } from '../../components/ListItem'
import { WalletImage } from '../../components/WalletImage'
import { useAirlock } from '../../hooks/useAirlock'
import { useStableWhilePressed } from '../../hooks/useStableWhilePressed'
import { useUiMessages } from '../../i18n/useUiMessages'
import { useIsWarmup } from '../../modal/ModalWarmup'
import { catalogueWalletOpener, openWalletEntry } from './openWalletEntry'
import { type WalletTag, walletEntries } from './walletEntries'

const TAG_KEYS = {
  Recent: 'tagRecent',
  Installed: 'tagInstalled',
  'QR Code': 'tagQrCode',
} as const satisfies Record<WalletTag, string>

type CatalogueAnswer = Pick<CatalogueState, 'recommended' | 'awaitingRecommended' | 'count'>

const sameCatalogueAnswer = (a: CatalogueAnswer, b: CatalogueAnswer) =>
  a.recommended === b.recommended && a.awaitingRecommended === b.awaitingRecommended && a.count === b.count

/** Keys of the placeholder rows that hold the recommended wallets' place while they load. */
const RESERVED_ROWS = Array.from({ length: RECOMMENDED_COUNT }, (_, index) => `reserved-${index}`)

/**
 * Recent, installed, pairing-protocol, external and recommended wallets, then All Wallets (catalogue parts
 * only with a catalogue and a plugin that connects catalogue wallets). Until the recommended wallets first
 * arrive their rows are reserved by placeholders of the same height: the dialog is centred, so rows added
 * later would move every row above them, and a click aimed just before the answer would land on another
 * wallet. Rows taken away move them as much (an answer with fewer or no recommended wallets, a failure), so
 * the reserved place is kept, empty, for as long as the view stays open.
 */
export const WalletList = observer(function WalletList(): ReactElement {
  const airlock = useAirlock()
  const t = useUiMessages()
  const catalogue = catalogueState(airlock)
  const { connection, features } = airlock.get((s) => s)
  const catalogueConnectable = catalogue.client !== undefined && catalogueWalletOpener(airlock) !== undefined
  // The catalogue's answer as shown: kept while the visitor presses, since it changes the rows (a failed
  // answer removes the reserved rows, which moves All Wallets up under the pointer).
  const shown = useStableWhilePressed(
    {
      recommended: catalogue.recommended,
      awaitingRecommended: catalogue.awaitingRecommended,
      count: catalogue.count,
    },
    sameCatalogueAnswer,
  )
  const entries = walletEntries({
    recent: connection.recentWallets,
    wallets: connection.wallets,
    recommended: shown.recommended,
    catalogueConnectable,
    imageUrl: (id) => catalogue.imageUrl({ image_id: id }),
  })
  const reserveRecommended =
    catalogueConnectable && shown.recommended.length === 0 && shown.awaitingRecommended
  // Whether this view, since it showed, reserved the recommended rows: if so, the rows its answer leaves unfilled
  // (all of them when it has none or fails) stay as empty space until the view goes or the modal closes.
  // Collapsing them would shrink the dialog, which re-centres (a phone's bottom sheet: drops), and move the rows
  // the visitor is about to click just after they showed, All Wallets below them the most. State derived during
  // render (React's pattern for it); the closed modal's standby clears it, so an open whose answer is known
  // shows no gap.
  const standby = useIsWarmup()
  const [holding, setHolding] = useState(false)
  if (holding && standby) setHolding(false)
  else if (!holding && !standby && reserveRecommended) setHolding(true)
  const recommendedRows = entries.filter(
    (entry) => entry.kind === 'catalogue' && entry.tag !== 'Recent',
  ).length
  const reservedRows = reserveRecommended
    ? RESERVED_ROWS
    : holding
      ? RESERVED_ROWS.slice(recommendedRows)
      : []
  // The visitor is about to pick a wallet (the pointer moving over the list, a key pressed in it, a row
  // pressed): the code a connect runs loads now, so the pick does not wait for it. Not on focus (the modal
  // focuses a row itself as it opens) nor on pointerover (fired when the list appears under a still pointer).
  // Once per mount; it requests nothing else.
  const intent = useRef(false)
  const preloadConnect = () => {
    if (intent.current) return
    intent.current = true
    uiHost(airlock).preloadConnect()
  }
  return (
    <ul
      className="al-list"
      aria-label={t('wallets')}
      onPointerMove={preloadConnect}
      onPointerDown={preloadConnect}
      onKeyDown={preloadConnect}
    >
      {entries.map((entry) => (
        <li key={entry.key}>
          <ListItem
            label={entry.name}
            image={<WalletImage src={entry.imageUrl} name={entry.name} decorative />}
            tag={entry.tag === undefined ? undefined : t(TAG_KEYS[entry.tag])}
            tagTone={entry.tag === 'Installed' ? 'success' : entry.tag === 'Recent' ? 'accent' : 'neutral'}
            onClick={() => void openWalletEntry(airlock, entry)}
          />
        </li>
      ))}
      {reservedRows.map((key) => (
        <li key={key} aria-hidden="true">
          <div className={reserveRecommended ? 'al-list-placeholder' : 'al-list-held'} />
        </li>
      ))}
      {features.allWallets && catalogueConnectable ? (
        <li>
          <ListItem
            label={t('allWallets')}
            image={
              <span className="al-image" aria-hidden="true">
                <Icon name="grid" />
              </span>
            }
            tag={shown.count > 0 ? String(shown.count) : undefined}
            tagTone="neutral"
            onClick={() => void airlock.navigate('AllWallets')}
          />
        </li>
      ) : null}
    </ul>
  )
})
