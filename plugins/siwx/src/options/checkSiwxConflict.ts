// The spec's option rule kept apart from the rest of the options (its own module, so the plugin's
// eager part carries only this and not the siweConfig adapter): 'Cannot set both siweConfig and siwx
// options' (spec §5, §8).
import { SiwxError } from '../errors'
import type { SiweConfigInput } from './appKitSiweTypes'
import type { SiwxConfig } from './types'

/** The spec's thrown error (§8): 'Cannot set both siweConfig and siwx options'. */
export const SIWX_OPTIONS_CONFLICT_TEXT = 'Cannot set both siweConfig and siwx options'

/** Both `siweConfig` and `siwx` were given: 'Cannot set both siweConfig and siwx options' (spec §5, §8). */
export class SiwxOptionsConflictError extends SiwxError<'SIWX_OPTIONS_CONFLICT'> {
  override name = 'SiwxOptionsConflictError'
  constructor() {
    super('SIWX_OPTIONS_CONFLICT', SIWX_OPTIONS_CONFLICT_TEXT, {
      details: 'Pass `siwx`, or an AppKit `siweConfig` to migrate with, not both.',
      docsPath: '/plugins/siwx#options',
    })
  }
}

/** The sign-in options an app may give. */
export interface SiwxOptionsInput {
  siwx?: SiwxConfig | undefined
  siweConfig?: SiweConfigInput | undefined
}

/**
 * Refuses `siweConfig` together with `siwx` ({@link SiwxOptionsConflictError}).
 *
 * @example
 * checkSiwxOptions({ siwx, siweConfig }) // throws: Cannot set both siweConfig and siwx options
 */
export function checkSiwxOptions(options: SiwxOptionsInput): void {
  if (options.siwx !== undefined && options.siweConfig !== undefined) throw new SiwxOptionsConflictError()
}
