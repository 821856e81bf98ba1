// A line of text in the theme's typography (as ui's Text) that also takes a role and data attributes, so a
// status or an alert is announced and tests find it by its role or test id.
import type { HTMLAttributes, ReactElement } from 'react'

/** Props of {@link Line}: ui's Text props plus any attribute of the element. */
export interface LineProps extends Omit<HTMLAttributes<HTMLElement>, 'className'> {
  variant?: 'title' | 'large' | 'body' | 'body-strong' | 'small' | 'small-strong' | 'micro'
  tone?: 'primary' | 'secondary' | 'accent' | 'error' | 'success'
  as?: 'span' | 'p' | 'h3' | 'div'
  align?: 'start' | 'center'
  [data: `data-${string}`]: string | boolean | undefined
}

/** A themed text element (see ui's Text) with its own attributes. */
export function Line({
  variant = 'body',
  tone = 'primary',
  as: Tag = 'p',
  align = 'start',
  children,
  ...rest
}: LineProps): ReactElement {
  return (
    <Tag className="al-text" data-variant={variant} data-tone={tone} data-align={align} {...rest}>
      {children}
    </Tag>
  )
}
