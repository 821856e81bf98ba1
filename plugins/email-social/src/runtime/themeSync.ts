// Theme sync (spec §3): the modal's theme mode and variables go to the frame when it is ready and on every
// change, so that what the frame shows over the modal (code entry, approval, recovery code) follows it.
import type { AppEventPayload } from '@airlock/frame-host/protocol'
import type { PluginContext } from '@airlock/kernel'
import type { FrameClient } from './FrameClient'

/** The modal's theme as the kernel keeps it. */
export interface ModalTheme {
  mode: 'light' | 'dark'
  variables: Readonly<Record<string, string | number>>
}

/**
 * The SYNC_THEME payload of the modal's theme: its mode and the variables that fit the protocol (names
 * up to 64 characters, texts up to 256).
 *
 * @example
 * themeSyncPayload({ mode: 'light', variables: { accent: '#ff5500' } })
 * // { themeMode: 'light', themeVariables: { accent: '#ff5500' } }
 */
export function themeSyncPayload(theme: ModalTheme): AppEventPayload<'SYNC_THEME'> {
  const themeVariables = Object.fromEntries(
    Object.entries(theme.variables).filter(
      ([name, value]) => name.length <= 64 && (typeof value === 'number' || value.length <= 256),
    ),
  )
  return { themeMode: theme.mode, themeVariables }
}

/**
 * Sends the theme now and on each change; returns the function that stops it.
 *
 * @example
 * const stop = startThemeSync(ctx, client)
 */
export function startThemeSync(ctx: PluginContext, client: Pick<FrameClient, 'request'>): () => void {
  const send = (theme: ModalTheme) =>
    void client
      .request('SYNC_THEME', themeSyncPayload(theme))
      .catch((error: unknown) => ctx.log.debug('the frame did not take the theme', error))
  send(ctx.get((s) => s.theme))
  return ctx.watch((s) => s.theme, send)
}
