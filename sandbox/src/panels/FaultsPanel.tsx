// Devnet fault injection (rules are shared by the API and catalogue servers): make the balance, history, swap quote or catalogue endpoints fail, to see the modal cope.
import { type ReactElement, useState } from 'react'
import { Panel } from './Panel'

const ROUTES = {
  balance: '/v1/account/*/balance',
  history: '/v1/account/*/history',
  swapQuotes: '/v1/convert/quotes',
  catalogue: '/getWallets',
} as const
const KINDS = ['500', '503', '429', 'timeout', 'malformed'] as const

/** Adds a fault rule on devnet (POST /__devnet/faults) or clears them all. */
export function FaultsPanel({ faultsUrl }: { faultsUrl: string }): ReactElement {
  const [route, setRoute] = useState<keyof typeof ROUTES>('balance')
  const [kind, setKind] = useState<(typeof KINDS)[number]>('500')
  const [status, setStatus] = useState('')
  const call = async (init: RequestInit) => {
    const res = await fetch(faultsUrl, { ...init, headers: { 'content-type': 'application/json' } })
    const body = (await res.json()) as { faults: unknown[] }
    setStatus(`${body.faults.length} active fault rule(s)`)
  }
  const add = () =>
    call({ method: 'POST', body: JSON.stringify({ route: ROUTES[route], kind, retryAfter: 2 }) })
  return (
    <Panel title="Faults">
      <div className="sb-row">
        <select
          aria-label="Endpoint"
          value={route}
          onChange={(e) => setRoute(e.currentTarget.value as typeof route)}
        >
          {Object.keys(ROUTES).map((r) => (
            <option key={r}>{r}</option>
          ))}
        </select>
        <select
          aria-label="Failure"
          value={kind}
          onChange={(e) => setKind(e.currentTarget.value as typeof kind)}
        >
          {KINDS.map((k) => (
            <option key={k}>{k}</option>
          ))}
        </select>
        <button type="button" onClick={() => void add().catch((e: Error) => setStatus(e.message))}>
          Inject
        </button>
        <button
          type="button"
          onClick={() => void call({ method: 'DELETE' }).catch((e: Error) => setStatus(e.message))}
        >
          Clear faults
        </button>
      </div>
      <p className="sb-hint" role="status">
        {status}
      </p>
    </Panel>
  )
}
