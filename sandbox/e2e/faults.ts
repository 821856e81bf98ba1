// devnet fault injection from the test process (POST/GET/DELETE {apiUrl}/__devnet/faults).
import { inject } from 'vitest'

/** A fault rule as devnet takes it. */
export interface Fault {
  route: string
  kind: '500' | '503' | '429' | 'timeout' | 'malformed'
  retryAfter?: number
  count?: number
}

/** Spec routes the modal reads. */
export const ROUTES = {
  balance: '/v1/account/*/balance',
  history: '/v1/account/*/history',
  catalogue: '/getWallets',
} as const

const url = () => `${inject('apiUrl')}/__devnet/faults`

/** Adds a rule; resolves with its id. */
export async function addFault(fault: Fault): Promise<number> {
  const res = await fetch(url(), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(fault),
  })
  if (!res.ok) throw new Error(`add fault: HTTP ${res.status}`)
  const body = (await res.json()) as { faults: { id: number }[] }
  return body.faults[0]?.id ?? -1
}

/** Requests a rule has answered so far (rules with a count disappear once used up: then undefined). */
export async function faultHits(id: number): Promise<number | undefined> {
  const res = await fetch(url())
  const body = (await res.json()) as { faults: { id: number; hits: number }[] }
  return body.faults.find((f) => f.id === id)?.hits
}

/** Removes every rule. */
export async function clearFaults(): Promise<void> {
  await fetch(url(), { method: 'DELETE' })
}
