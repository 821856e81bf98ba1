// A titled box of the control panel.
import type { ReactElement, ReactNode } from 'react'

/** A control-panel section with a heading (also its accessible name). */
export function Panel({
  title,
  wide,
  children,
}: {
  title: string
  wide?: boolean
  children: ReactNode
}): ReactElement {
  const id = `sb-${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`
  return (
    <section className={wide ? 'sb-panel sb-wide' : 'sb-panel'} aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  )
}
