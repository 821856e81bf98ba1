// Round icon-only button; the label is required because the icon alone says nothing to a screen reader.
import { type ButtonHTMLAttributes, forwardRef } from 'react'
import { Icon, type IconName } from './Icon'

/** Props of {@link IconButton}. */
export interface IconButtonProps
  extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'className' | 'children'> {
  /** The icon. */
  icon: IconName
  /** Accessible name (also used as the native tooltip). */
  label: string
  /** 32 or 40 (default) px. */
  size?: 'sm' | 'md'
  /** Plain (default) or on a filled surface. */
  variant?: 'plain' | 'filled'
}

/** A button that shows only an icon. */
export const IconButton = forwardRef<HTMLButtonElement, IconButtonProps>(function IconButton(
  { icon, label, size = 'md', variant = 'plain', type = 'button', ...rest },
  ref,
) {
  return (
    <button
      ref={ref}
      type={type}
      className="al-icon-btn"
      data-size={size}
      data-variant={variant}
      aria-label={label}
      title={label}
      {...rest}
    >
      <Icon name={icon} size={size === 'sm' ? 'sm' : 'md'} />
    </button>
  )
})
