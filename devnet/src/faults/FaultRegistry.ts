/** The failure a fault rule makes a route answer with. */
export type FaultKind = '500' | '503' | '429' | 'timeout' | 'malformed'

/** Kinds accepted by the control endpoint. */
export const FAULT_KINDS: readonly FaultKind[] = ['500', '503', '429', 'timeout', 'malformed']

/** A fault rule: which paths, what failure, and how many times (absent = until cleared). */
export interface FaultRule {
  /** Path glob matched against the URL path, `*` = any characters, e.g. '/v1/account/*\/balance'. */
  route: string
  kind: FaultKind
  /** Seconds for the Retry-After header (429 and 503). */
  retryAfter?: number
  /** Answer this many requests, then remove the rule. */
  count?: number
  /** Only requests with this HTTP method. */
  method?: string
}

/** A stored rule with its id and how many requests it has hit. */
export interface ActiveFault extends FaultRule {
  id: number
  hits: number
}

/** Fault rules shared by the devnet's HTTP services; the first matching rule wins. */
export class FaultRegistry {
  private rules: ActiveFault[] = []
  private nextId = 1

  /** Adds a rule and returns it with its id. */
  add(rule: FaultRule): ActiveFault {
    const active: ActiveFault = { ...rule, id: this.nextId++, hits: 0 }
    this.rules.push(active)
    return active
  }

  /** Removes one rule (by id) or all rules. */
  clear(id?: number): void {
    this.rules = id === undefined ? [] : this.rules.filter((r) => r.id !== id)
  }

  /** The current rules. */
  list(): readonly ActiveFault[] {
    return this.rules
  }

  /** The rule that applies to this request, counting the hit (and dropping exhausted rules). */
  take(method: string, path: string): ActiveFault | undefined {
    const rule = this.rules.find((r) => (!r.method || r.method === method) && globMatch(r.route, path))
    if (!rule) return undefined
    rule.hits++
    if (rule.count !== undefined && rule.hits >= rule.count) this.clear(rule.id)
    return rule
  }
}

/** Whether a path matches a glob where `*` stands for any run of characters. */
export function globMatch(glob: string, path: string): boolean {
  const source = glob
    .split('*')
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
    .join('.*')
  return new RegExp(`^${source}$`).test(path)
}
