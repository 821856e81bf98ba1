// Typography primitive: every text of the modal goes through it so sizes follow the font-size master.
import type { ReactElement, ReactNode } from 'react'

/** Props of {@link Text}. */
export interface TextProps {
  /** Size and weight: title 16, large 22, body 14, small 12, micro 10 (at master 10px). */
  variant?: 'title' | 'large' | 'body' | 'body-strong' | 'small' | 'small-strong' | 'micro'
  /** Colour role. */
  tone?: 'primary' | 'secondary' | 'accent' | 'error' | 'success'
  /** Element to render. */
  as?: 'span' | 'p' | 'h2' | 'h3' | 'div'
  /** Text alignment. */
  align?: 'start' | 'center'
  /** Cut with an ellipsis on one line, at the end in the text's own direction (`dir="auto"`). */
  truncate?: boolean
  /** Element id (e.g. for aria-labelledby). */
  id?: string
  /** Native tooltip / full value when truncated. */
  title?: string
  children?: ReactNode
}

/** Renders text with a theme size and colour role. */
export function Text({
  variant = 'body',
  tone = 'primary',
  as: Tag = 'span',
  align = 'start',
  truncate = false,
  id,
  title,
  children,
}: TextProps): ReactElement {
  return (
    <Tag
      className="al-text"
      data-variant={variant}
      data-tone={tone}
      data-align={align}
      data-truncate={truncate}
      // A cut text is cut at its end in its own direction: a Latin name in Arabic ends in '…', not starts.
      dir={truncate ? 'auto' : undefined}
      id={id}
      title={title}
    >
      {children}
    </Tag>
  )
}
