import { configure } from 'mobx'

let isolated = false

/**
 * Isolates MobX's global state from any other MobX copy on the host page (STYLE.md). Runs once per
 * module, on the first `createAirlock` (never at import); the flag only guards that one call.
 */
export function isolateMobx(): void {
  if (isolated) return
  isolated = true
  try {
    configure({ isolateGlobalState: true })
  } catch {
    // MobX refuses while reactions are running; sharing the host's MobX state is then harmless.
  }
}
