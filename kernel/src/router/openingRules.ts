import type { OpeningState } from '../plugins/hooks'
import type { RouterEntry } from '../stores/RouterStore'

export type { OpeningState } from '../plugins/hooks'

/**
 * The spec's generic opening rules (§2) once plugins' `chooseView` hooks had their say: an explicit view
 * wins (checked before the hooks); a connected account shows Account; otherwise Connect. The rule for
 * "no adapters and no account" names a pairing protocol's views, so the plugin that owns them adds it
 * through `chooseView`.
 */
export function initialView(state: OpeningState): RouterEntry {
  if (state.requested) return state.requested
  if (state.connected) return { view: 'Account', params: undefined }
  return { view: 'Connect', params: undefined }
}
