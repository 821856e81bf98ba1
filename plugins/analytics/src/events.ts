// The product events, as the plugin names them, and the props each carries. Props hold ids, names and
// types only: never an address, an email or an amount.

/** Props of an analytics event: flat strings, numbers and booleans (no address, email or amount). */
export type AnalyticsProps = Readonly<Record<string, string | number | boolean>>

/** An event the plugin records: its name goes into `props.event`, with `props.type` 'track'. */
export interface ProductEvent {
  /** Event name (see {@link PRODUCT_EVENTS}). */
  event: (typeof PRODUCT_EVENTS)[number]
  /** Event properties. */
  properties?: AnalyticsProps
}

/** Every event the plugin sends. */
export const PRODUCT_EVENTS = [
  'MODAL_OPEN',
  'MODAL_CLOSE',
  'SELECT_WALLET',
  'CONNECT_SUCCESS',
  'CONNECT_ERROR',
  'SWITCH_NETWORK',
  'SEND_STARTED',
  'SEND_SUCCESS',
  'SEND_ERROR',
  'FEATURE_USED',
] as const

/** Keys that may never appear in props (checked before an event is queued). */
const FORBIDDEN_KEY = /address|email|amount|value|balance|account/i
/** Values that look like an address (EVM hex, base58) or an email are dropped the same way. */
const FORBIDDEN_VALUE = /^0x[0-9a-f]{8,}$|^[1-9A-HJ-NP-Za-km-z]{32,44}$|@/i

/**
 * The props sent for an event: `type`, `event` and its properties, with any key or value that could be
 * personal (address, email, amount) left out, whatever a caller passed.
 */
export function eventProps(event: ProductEvent): Record<string, string | number | boolean> {
  const props: Record<string, string | number | boolean> = { type: 'track', event: event.event }
  for (const [key, value] of Object.entries(event.properties ?? {})) {
    if (FORBIDDEN_KEY.test(key)) continue
    if (typeof value === 'string' && FORBIDDEN_VALUE.test(value)) continue
    props[key] = value
  }
  return props
}
