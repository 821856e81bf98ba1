/**
 * The message a wallet signs to register a name (spec §3): JSON holding the full name, empty
 * attributes and a timestamp in seconds.
 *
 * @example
 * registrationMessage('alice.airlock.id', 1_700_000_000_123) // '{"name":"alice.airlock.id","attributes":{},"timestamp":1700000000}'
 */
export function registrationMessage(name: string, nowMs: number): string {
  return JSON.stringify({ name, attributes: {}, timestamp: Math.floor(nowMs / 1000) })
}
