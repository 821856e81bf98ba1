import { z } from 'zod'
import { HttpError, json } from '../http/reply'
import type { Router } from '../http/router'
import { FAULT_KINDS, type FaultKind, type FaultRegistry, type FaultRule } from './FaultRegistry'

const ruleSchema = z.object({
  route: z.string().min(1),
  kind: z.enum(FAULT_KINDS as [FaultKind, ...FaultKind[]]),
  retryAfter: z.number().int().nonnegative().optional(),
  count: z.number().int().positive().optional(),
  method: z.string().toUpperCase().optional(),
})

/** Parses a fault rule from a control-endpoint body, or throws a 400. */
export function parseFaultRule(body: unknown): FaultRule {
  const parsed = ruleSchema.safeParse(body)
  if (!parsed.success)
    throw new HttpError(400, `Invalid fault rule: ${parsed.error.issues[0]?.message ?? 'bad body'}`)
  const { route, kind, retryAfter, count, method } = parsed.data
  return {
    route,
    kind,
    ...(retryAfter !== undefined ? { retryAfter } : {}),
    ...(count !== undefined ? { count } : {}),
    ...(method !== undefined ? { method } : {}),
  }
}

/** Control routes: POST /__devnet/faults (a rule or a list), GET lists, DELETE clears all or one id. */
export function addFaultRoutes(router: Router, faults: FaultRegistry): void {
  router
    .on('POST', '/__devnet/faults', ({ body }) => {
      const rules = Array.isArray(body) ? body.map(parseFaultRule) : [parseFaultRule(body)]
      return json({ faults: rules.map((rule) => faults.add(rule)) }, 201)
    })
    .on('GET', '/__devnet/faults', () => json({ faults: faults.list() }))
    .on('DELETE', '/__devnet/faults', () => {
      faults.clear()
      return json({ faults: [] })
    })
    .on('DELETE', '/__devnet/faults/:id', ({ params }) => {
      faults.clear(Number(params.id))
      return json({ faults: faults.list() })
    })
}
