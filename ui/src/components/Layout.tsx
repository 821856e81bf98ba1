// Flex layout helpers so views need little CSS of their own (plugins' views use them: apart from ScopedStyle,
// which the modal itself uses, so that a page's initial JS does not carry them with it).
import type { CSSProperties, ReactElement, ReactNode } from 'react'

/** Props of {@link Stack} and {@link Row}. */
export interface LayoutProps {
  /** Gap between children in px (default 8). */
  gap?: number
  /** Centre children on both axes (and centre text). */
  center?: boolean
  /** Take the remaining space in a flex parent. */
  grow?: boolean
  /** Extra inline style (e.g. padding). */
  style?: CSSProperties
  /** Element id. */
  id?: string
  children?: ReactNode
}

function className(base: string, { center, grow }: LayoutProps): string {
  return [base, center ? 'al-center' : '', grow ? 'al-grow' : ''].filter(Boolean).join(' ')
}

/** Children in a column. */
export function Stack(props: LayoutProps): ReactElement {
  const { gap = 8, style, id, children } = props
  return (
    <div
      id={id}
      className={className('al-stack', props)}
      style={{ ...style, '--airlock-gap': `${gap}px` } as CSSProperties}
    >
      {children}
    </div>
  )
}

/** Children in a row, vertically centred. */
export function Row(props: LayoutProps): ReactElement {
  const { gap = 8, style, id, children } = props
  return (
    <div
      id={id}
      className={className('al-row', props)}
      style={{ ...style, '--airlock-gap': `${gap}px` } as CSSProperties}
    >
      {children}
    </div>
  )
}
