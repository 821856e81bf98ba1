// Text button in four variants; shows a spinner and stays focusable while loading.
import { type ButtonHTMLAttributes, forwardRef, type ReactNode } from 'react'
import { Spinner } from './Spinner'

/** Props of {@link Button}; native button attributes pass through. */
export interface ButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'className'> {
  /** Look: primary (accent), secondary (surface), ghost (text) or danger. */
  variant?: 'primary' | 'secondary' | 'ghost' | 'danger'
  /** Height 32, 40 (default) or 48 px. */
  size?: 'sm' | 'md' | 'lg'
  /** Stretch to the container's width. */
  fullWidth?: boolean
  /** Shows a spinner and ignores clicks. */
  loading?: boolean
  /** Icon before the label. */
  icon?: ReactNode
}

/** A themed button. */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  {
    variant = 'primary',
    size = 'md',
    fullWidth = false,
    loading = false,
    icon,
    type = 'button',
    children,
    onClick,
    ...rest
  },
  ref,
) {
  return (
    <button
      ref={ref}
      type={type}
      className="al-btn"
      data-variant={variant}
      data-size={size}
      data-full={fullWidth}
      aria-busy={loading || undefined}
      onClick={loading ? undefined : onClick}
      {...rest}
    >
      {loading ? <Spinner size={16} /> : icon}
      {children}
    </button>
  )
})
