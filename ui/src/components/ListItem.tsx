// A full-width row button: image, label, optional tag or trailing text, optional chevron.
import { type ButtonHTMLAttributes, forwardRef, type ReactNode } from 'react'
import { Icon } from './Icon'

/** Props of {@link ListItem}. */
export interface ListItemProps
  extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'className' | 'children'> {
  /** Leading visual (usually a WalletImage). */
  image?: ReactNode
  /** Main text (plain text; never HTML). */
  label: string
  /** Small tag after the label, e.g. 'Installed', 'Recent'. */
  tag?: string | undefined
  /** Tag colour. */
  tagTone?: 'neutral' | 'accent' | 'success'
  /** Trailing text or node, e.g. a wallet count. */
  end?: ReactNode
  /** Shows a chevron at the end. */
  chevron?: boolean
}

/** A selectable row of a list (wallets, networks, methods). */
export const ListItem = forwardRef<HTMLButtonElement, ListItemProps>(function ListItem(
  { image, label, tag, tagTone = 'neutral', end, chevron = false, type = 'button', ...rest },
  ref,
) {
  return (
    <button ref={ref} type={type} className="al-list-item" {...rest}>
      {image}
      <span className="al-list-item-label" dir="auto">
        {label}
      </span>
      {tag || end !== undefined || chevron ? (
        <span className="al-list-item-end">
          {tag ? (
            <span className="al-tag" data-tone={tagTone}>
              {tag}
            </span>
          ) : null}
          {end}
          {chevron ? <Icon name="chevronRight" size="sm" /> : null}
        </span>
      ) : null}
    </button>
  )
})
