// Devnet fault rules through its control endpoint (POST/DELETE /__devnet/faults), for error paths.
import { inject } from 'vitest'

/** One fault rule, as the devnet control endpoint takes it. */
export interface FaultRuleInput {
  route: string
  kind: '500' | '503' | '429' | 'timeout' | 'malformed'
  method?: string
  count?: number
}

/** Runs `fn` while the rules are active, then removes them. */
export async function withFaults<T>(rules: FaultRuleInput[], fn: () => Promise<T>): Promise<T> {
  const base = inject('apiUrl')
  const res = await fetch(`${base}/__devnet/faults`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(rules),
  })
  if (res.status !== 201) throw new Error(`fault rules refused: ${res.status} ${await res.text()}`)
  const { faults } = (await res.json()) as { faults: { id: number }[] }
  try {
    return await fn()
  } finally {
    for (const { id } of faults) await fetch(`${base}/__devnet/faults/${id}`, { method: 'DELETE' })
  }
}
