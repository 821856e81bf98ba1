// The spec's restricted time zones (§9: "a list of Asia region zones"): a visitor whose browser reports one
// of them reaches the hosted services under the other hosts the integrator gives for that region
// (`restrictedRegionEndpoints`). The zones are those AppKit's frame helpers list (REFERENCE: it reaches its
// API under another domain there). Nothing is sent anywhere the integrator did not configure.
import type { AirlockEndpoints } from './airlockConfigSchema'

/** The restricted time zones (IANA ids), compared without regard to case. */
export const RESTRICTED_TIMEZONES: readonly string[] =
  'Shanghai Urumqi Chongqing Harbin Kashgar Macau Hong_Kong Macao Beijing'
    .split(' ')
    .map((city) => `Asia/${city}`)

/**
 * Whether a time zone is one of {@link RESTRICTED_TIMEZONES}.
 *
 * @example
 * isRestrictedTimezone('asia/shanghai') // true
 */
export function isRestrictedTimezone(timeZone: string | undefined): boolean {
  const zone = timeZone?.toUpperCase()
  return RESTRICTED_TIMEZONES.some((restricted) => restricted.toUpperCase() === zone)
}

/** The visitor's time zone as the runtime reports it (undefined where Intl cannot say). */
export function visitorTimeZone(): string | undefined {
  try {
    return new Intl.DateTimeFormat().resolvedOptions().timeZone
  } catch {
    return undefined
  }
}

/**
 * The endpoints in effect: `endpoints`, with `restrictedRegionEndpoints` over them when the visitor's time
 * zone is restricted; the same object otherwise.
 *
 * @example
 * regionalEndpoints({ blockchainApi: 'https://api.example.com' }, { blockchainApi: 'https://api.example.cn' }, 'Asia/Shanghai')
 * // { blockchainApi: 'https://api.example.cn' }
 */
export function regionalEndpoints(
  endpoints: Readonly<AirlockEndpoints>,
  restrictedRegionEndpoints: Readonly<AirlockEndpoints> | undefined,
  timeZone: string | undefined,
): Readonly<AirlockEndpoints> {
  return restrictedRegionEndpoints && isRestrictedTimezone(timeZone)
    ? { ...endpoints, ...restrictedRegionEndpoints }
    : endpoints
}
