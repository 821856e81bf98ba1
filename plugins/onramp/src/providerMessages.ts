// Messages from the provider's checkout window: accepted only from that window, at the provider's exact
// origin, and only when they parse. Everything else is ignored (never trusted, never thrown at the page).
import { createProviderMessageParser, type TrackedOrder } from './schemas'

/** What a `message` event carries that matters here (a MessageEvent fits). */
export interface ProviderMessageEvent {
  origin: string
  source: unknown
  data: unknown
}

/** The window the plugin opened and the origin of the URL it opened there. */
export interface ExpectedProvider {
  /** The checkout URL's origin, e.g. 'https://pay.example' (never '*'). */
  origin: string
  /** The provider's window (the popup); null when there is none (then no message is accepted). */
  window: unknown
}

/**
 * A filter for `message` events: the order the provider's window reports, or undefined when the event is not
 * from that window and origin or is not a well-formed order message. Make one per purchase and keep it while
 * listening (it holds its schema).
 * @example
 * const accept = createProviderMessageFilter({ origin: new URL(checkoutUrl).origin, window: popup })
 * window.addEventListener('message', (event) => {
 *   const order = accept(event)
 *   if (order) dispatch({ type: 'order', order })
 * })
 */
export function createProviderMessageFilter(
  expected: ExpectedProvider,
): (event: ProviderMessageEvent) => TrackedOrder | undefined {
  const parse = createProviderMessageParser()
  const wildcard = expected.origin === '*' || expected.origin === 'null'
  return (event) => {
    if (wildcard || event.origin !== expected.origin) return undefined
    if (expected.window === null || expected.window === undefined || event.source !== expected.window)
      return undefined
    return parse(event.data)
  }
}

/** One event through a fresh filter (see createProviderMessageFilter). */
export function acceptProviderMessage(
  event: ProviderMessageEvent,
  expected: ExpectedProvider,
): TrackedOrder | undefined {
  return createProviderMessageFilter(expected)(event)
}
