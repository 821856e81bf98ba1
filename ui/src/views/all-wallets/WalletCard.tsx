// One cell of the AllWallets grid: image and name (text only), a roving-tabindex button in a list item.
import type { CSSProperties, KeyboardEvent, ReactElement } from 'react'
import { WalletImage } from '../../components/WalletImage'

/** Props of {@link WalletCard}. */
export interface WalletCardProps {
  /** Position in the list (for keyboard focus). */
  index: number
  /** Total wallets matching (announced as the list size). */
  total: number
  /** Placement in the virtual grid. */
  style: CSSProperties
  /** Wallet name (untrusted, rendered as text). */
  name: string
  /** Image URL (untrusted). */
  imageUrl: string | undefined
  /** The one card reachable with Tab. */
  tabbable: boolean
  onFocus: () => void
  onSelect: () => void
  onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => void
}

/** A wallet in the grid. */
export function WalletCard(props: WalletCardProps): ReactElement {
  const { index, total, style, name, imageUrl, tabbable, onFocus, onSelect, onKeyDown } = props
  return (
    <li style={style} aria-setsize={total} aria-posinset={index + 1}>
      <button
        type="button"
        className="al-wallet-card"
        data-index-wallet={index}
        tabIndex={tabbable ? 0 : -1}
        onFocus={onFocus}
        onClick={onSelect}
        onKeyDown={onKeyDown}
        title={name}
      >
        <WalletImage src={imageUrl} name={name} size={48} decorative />
        <span className="al-wallet-card-name">{name}</span>
      </button>
    </li>
  )
}

/** A pulsing placeholder cell while a page loads. */
export function WalletCardSkeleton({ style }: { style: CSSProperties }): ReactElement {
  return (
    <li style={style} aria-hidden="true">
      <div className="al-wallet-card" data-skeleton="true" />
    </li>
  )
}
