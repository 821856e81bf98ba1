// One cell of the AllWallets grid: image and name (text only), a roving-tabindex button in a list item.
// Memoised: appending a page re-renders only the cells whose props changed.
import { type CSSProperties, type KeyboardEvent, memo, type ReactElement } from 'react'
import type { CatalogueWallet } from '../../catalogue/catalogueTypes'
import { WalletImage } from '../../components/WalletImage'

/** Absolute position of a grid cell (each visible wallet is one list item placed in its row and column). */
export function cellStyle(top: number, column: number, columns: number): CSSProperties {
  return {
    position: 'absolute',
    top: 0,
    insetInlineStart: `calc(${column} * (100% + 8px) / ${columns})`,
    width: `calc((100% - ${(columns - 1) * 8}px) / ${columns})`,
    transform: `translateY(${top}px)`,
  }
}

/** Props of {@link WalletCard}. */
export interface WalletCardProps {
  /** Position in the list (for keyboard focus). */
  index: number
  /** Total wallets matching (announced as the list size). */
  total: number
  /** Top of the row, px. */
  top: number
  /** Column of the cell. */
  column: number
  /** Columns of the grid. */
  columns: number
  /** The wallet (its name is untrusted and rendered as text). */
  wallet: CatalogueWallet
  /** Image URL (untrusted). */
  imageUrl: string | undefined
  /** The one card reachable with Tab. */
  tabbable: boolean
  onFocusIndex: (index: number) => void
  onSelect: (wallet: CatalogueWallet) => void
  onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => void
}

/** A wallet in the grid. */
export const WalletCard = memo(function WalletCard(props: WalletCardProps): ReactElement {
  const {
    index,
    total,
    top,
    column,
    columns,
    wallet,
    imageUrl,
    tabbable,
    onFocusIndex,
    onSelect,
    onKeyDown,
  } = props
  return (
    <li style={cellStyle(top, column, columns)} aria-setsize={total} aria-posinset={index + 1}>
      <button
        type="button"
        className="al-wallet-card"
        data-index-wallet={index}
        tabIndex={tabbable ? 0 : -1}
        onFocus={() => onFocusIndex(index)}
        onClick={() => onSelect(wallet)}
        onKeyDown={onKeyDown}
        title={wallet.name}
      >
        <WalletImage src={imageUrl} name={wallet.name} size={48} decorative loading="eager" />
        <span className="al-wallet-card-name" dir="auto">
          {wallet.name}
        </span>
      </button>
    </li>
  )
})

/** A pulsing placeholder cell while a page loads. */
export function WalletCardSkeleton({ style }: { style: CSSProperties }): ReactElement {
  return (
    <li style={style} aria-hidden="true">
      <div className="al-wallet-card" data-skeleton="true" />
    </li>
  )
}
