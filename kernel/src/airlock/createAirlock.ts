import type { AirlockConfig } from '../config/airlockConfigSchema'
import { parseAirlockConfig } from '../config/parseAirlockConfig'
import type { Airlock } from './Airlock'
import { AirlockCore, type AirlockRuntime, type CoreRuntime } from './AirlockCore'
import { createHostApi } from './hostApi'
import { isolateMobx } from './isolateMobx'

/**
 * Creates an Airlock instance: validates the config (an `InvalidConfigError` names each bad field),
 * builds its own DI container, bus, views and stores, then sets plugins up (await `airlock.ready`).
 *
 * @example
 * const airlock = createAirlock({ projectId, metadata, plugins: [evm()] })
 * await airlock.ready
 * await airlock.open()
 */
export function createAirlock(config: AirlockConfig, runtime: AirlockRuntime = {}): Airlock {
  // The kernel's own tests hand a storage service or logger in as well (CoreRuntime).
  const given: CoreRuntime = runtime
  const options = parseAirlockConfig(config)
  isolateMobx()
  return createHostApi(new AirlockCore(options, given))
}
