// Inline SVG icons of the modal (24×24 grid, stroke icons drawn with currentColor).
import type { ReactElement } from 'react'

const PATHS = {
  close: 'M6 6l12 12M18 6L6 18',
  back: 'M15 5l-7 7 7 7',
  chevronRight: 'M9 5l7 7-7 7',
  chevronDown: 'M5 9l7 7 7-7',
  copy: 'M9 9h10v10H9zM5 15V5h10',
  search: 'M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14zM20 20l-4-4',
  check: 'M5 12.5l4.5 4.5L19 7.5',
  warning: 'M12 4l9 16H3zM12 10v4M12 17.2v.1',
  info: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM12 11v6M12 7.5v.1',
  error: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM9 9l6 6M15 9l-6 6',
  wallet: 'M4 7h14a2 2 0 0 1 2 2v9a2 2 0 0 1-2 2H5a1 1 0 0 1-1-1zM4 7V6a2 2 0 0 1 2-2h10M16 14h.1',
  qr: 'M4 4h6v6H4zM14 4h6v6h-6zM4 14h6v6H4zM14 14h2v2h-2zM18 18h2v2h-2zM14 18h2M18 14h2',
  mail: 'M4 6h16v12H4zM4 7l8 6 8-6',
  globe:
    'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM3 12h18M12 3c2.5 2.8 2.5 15.2 0 18M12 3c-2.5 2.8-2.5 15.2 0 18',
  refresh: 'M20 11a8 8 0 1 0-2.3 5.7M20 5v6h-6',
  external: 'M14 4h6v6M20 4l-9 9M18 14v5H5V6h5',
  grid: 'M4 4h7v7H4zM13 4h7v7h-7zM4 13h7v7H4zM13 13h7v7h-7z',
  help: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM9.5 9.5a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .9-1 1.6v.6M12 17v.1',
  user: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 20c1.5-3.5 4.5-5 8-5s6.5 1.5 8 5',
  disconnect: 'M15 4h3a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2h-3M10 16l-4-4 4-4M6 12h10',
  arrowUp: 'M12 19V5M6 11l6-6 6 6',
  arrowDown: 'M12 5v14M6 13l6 6 6-6',
  swap: 'M7 4v16M3 8l4-4 4 4M17 20V4M13 16l4 4 4-4',
  plus: 'M12 5v14M5 12h14',
  mobile: 'M8 3h8a1 1 0 0 1 1 1v16a1 1 0 0 1-1 1H8a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1zM11 18h2',
  desktop: 'M3 5h18v11H3zM8 20h8M12 16v4',
} as const

/** Name of a built-in icon. */
export type IconName = keyof typeof PATHS

/** Icons that point along the reading direction: mirrored in a right-to-left locale. */
const MIRRORED: ReadonlySet<string> = new Set(['back', 'chevronRight', 'external', 'disconnect'])

/** True when `name` is a built-in icon (slot entries give icons as plain strings). */
export function isIconName(name: string): name is IconName {
  return Object.hasOwn(PATHS, name)
}

/** Props of {@link Icon}. */
export interface IconProps {
  /** Which icon. */
  name: IconName
  /** 16, 20 (default) or 28 px. */
  size?: 'sm' | 'md' | 'lg'
  /** Accessible label; without it the icon is decorative (aria-hidden). */
  label?: string
}

/** A stroke icon drawn with the current text colour. */
export function Icon({ name, size = 'md', label }: IconProps): ReactElement {
  return (
    <svg
      className="al-icon"
      data-size={size}
      data-mirror={MIRRORED.has(name) ? '' : undefined}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      focusable="false"
    >
      <path d={PATHS[name]} />
    </svg>
  )
}
