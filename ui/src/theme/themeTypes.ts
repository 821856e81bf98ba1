// Theme settings the UI understands: a mode and a handful of variables (spec §2 defaults).
import { CONSTANTS } from '@airlock/kernel'

/** Light or dark. Dark is the default (spec §2). */
export type ThemeMode = 'light' | 'dark'

/** Theme variables a host can set at start and change live. */
export interface ThemeVariables {
  /** CSS font-family of every text in the modal. */
  fontFamily?: string
  /** Master font size; every text size derives from it (default '10px'). */
  fontSizeMaster?: string
  /** Master border radius; every radius derives from it (default '4px'). */
  borderRadiusMaster?: string
  /** Accent colour of buttons, links and focus rings. */
  accent?: string
  /** Background colour of the modal; surfaces are mixed from it. */
  background?: string
  /** z-index of the modal overlay (default 999). */
  zIndex?: number
}

/**
 * The defaults of spec §2: font size 10px, radius 4px, z-index 999. The font is the platform's own
 * (`system-ui` first): a family the browser must look up and not find (Inter, ui-sans-serif where it is not
 * a keyword) cost a font lookup per text style at the first open, about 2 ms of layout at 1x and 8 ms at
 * 4x CPU in headless Chromium on Linux; the families after `system-ui` serve older browsers only.
 */
export const DEFAULT_THEME_VARIABLES = {
  fontFamily: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  fontSizeMaster: CONSTANTS.DEFAULT_FONT_SIZE,
  borderRadiusMaster: CONSTANTS.DEFAULT_BORDER_RADIUS,
  zIndex: CONSTANTS.DEFAULT_Z_INDEX,
} as const

const CSS_NAMES: Record<keyof ThemeVariables, string> = {
  fontFamily: '--airlock-font-family',
  fontSizeMaster: '--airlock-font-size-master',
  borderRadiusMaster: '--airlock-border-radius-master',
  accent: '--airlock-accent',
  background: '--airlock-background',
  zIndex: '--airlock-z-index',
}

const VALUE_PATTERN = /^[^;{}<>]*$/

/**
 * Turns theme variables into the CSS custom properties the stylesheet reads. Keys may be the camelCase
 * names of {@link ThemeVariables} or their `--airlock-*` CSS names; unknown keys,
 * empty values and values that could break out of a declaration are left out.
 */
export function themeVariablesToCss(
  vars: Readonly<Record<string, string | number | undefined>>,
): Record<string, string> {
  const cssNames = new Set(Object.values(CSS_NAMES))
  const css: Record<string, string> = {}
  for (const [key, value] of Object.entries(vars)) {
    if (value === undefined || value === '') continue
    const text = String(value)
    if (!VALUE_PATTERN.test(text)) continue
    const name =
      key in CSS_NAMES ? CSS_NAMES[key as keyof ThemeVariables] : cssNames.has(key) ? key : undefined
    if (name !== undefined) css[name] = text
  }
  return css
}
