// The one link from a host-facing `Airlock` to the instance behind it, for the kernel's own modules (and
// `@airlock/kernel/internal`, ui's narrow entry). A WeakMap keyed by the facade: it holds nothing once
// the facade is gone, and nothing reachable from the facade leads here.

import type { Airlock } from './Airlock'
import type { AirlockCore } from './AirlockCore'

const cores = new WeakMap<Airlock, AirlockCore>()

/** Links a facade to its instance (done once, by `createHostApi`). */
export function registerInternals(airlock: Airlock, core: AirlockCore): void {
  cores.set(airlock, core)
}

/** The instance behind a facade; throws for an object `createAirlock` did not make. */
export function internalsOf(airlock: Airlock): AirlockCore {
  const core = cores.get(airlock)
  if (!core) throw new TypeError('Not an Airlock instance made by createAirlock')
  return core
}
