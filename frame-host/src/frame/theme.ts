// SYNC_THEME in the frame (spec §3 theme sync): the app's theme mode and variables restyle the frame's
// own page, so that what the frame shows over the modal (code entry, approval, recovery code) looks like
// the modal. The variables are the app's claim: only the few the frame uses are read, each checked
// against a narrow pattern (no `url(`, no declaration break-out), and set as custom properties of the
// frame's own document (CSSOM, allowed under the frame's `style-src 'self'`).
import type { AppEventPayload } from '../protocol/appEvents'

/** The theme variables the frame applies, by the names the app sends, and the CSS property each sets. */
export const FRAME_THEME_VARIABLES = {
  background: '--airlock-background',
  accent: '--airlock-accent',
  fontFamily: '--airlock-font-family',
  fontSizeMaster: '--airlock-font-size-master',
  borderRadiusMaster: '--airlock-border-radius-master',
} as const

/** A colour, a length or a font list: letters, digits, `#`, `%`, `.`, `,`, quotes, spaces, parentheses. */
const SAFE_VALUE = /^[\w\s#%.,'"()+-]{1,256}$/

function safeValue(value: string | number | undefined): string | undefined {
  if (value === undefined) return undefined
  const text = String(value).trim()
  if (!SAFE_VALUE.test(text) || /url\s*\(|expression\s*\(|var\s*\(/i.test(text)) return undefined
  return text
}

/** What {@link applyFrameTheme} needs of the page (the frame's `document.documentElement`). */
export interface ThemeTarget {
  dataset: DOMStringMap
  style: Pick<CSSStyleDeclaration, 'setProperty' | 'removeProperty'>
}

/**
 * Applies a SYNC_THEME payload: `data-theme` and `color-scheme` from the mode (dark when absent, the
 * spec's default), then each known variable (an absent or refused one falls back to the frame's own).
 *
 * @example
 * applyFrameTheme(document.documentElement, { themeMode: 'light', themeVariables: { accent: '#ff5500' } })
 */
export function applyFrameTheme(target: ThemeTarget, theme: AppEventPayload<'SYNC_THEME'>): void {
  const mode = theme.themeMode ?? 'dark'
  target.dataset.theme = mode
  target.style.setProperty('color-scheme', mode)
  const variables = theme.themeVariables ?? {}
  for (const [name, property] of Object.entries(FRAME_THEME_VARIABLES)) {
    const value = safeValue(variables[name] ?? variables[property])
    if (value === undefined) target.style.removeProperty(property)
    else target.style.setProperty(property, value)
  }
}
