// A live log of the instance's event bus.
import type { Airlock, AirlockEventName } from '@airlock/kernel'
import { type ReactElement, useEffect, useState } from 'react'
import { displayJson } from '../safeJson'
import { Panel } from './Panel'

/** Bus events the kernel defines (plugins may add more; these are the ones every setup has). */
export const LOGGED_EVENTS: readonly AirlockEventName[] = [
  'account:changed',
  'network:changed',
  'connection:status',
  'modal:open',
  'modal:close',
  'view:changed',
  'plugin:loaded',
  'error',
]

interface Entry {
  id: number
  time: string
  event: string
  payload: string
}

const MAX_ENTRIES = 200

/** Newest first; keeps the last 200 events. */
export function EventLog({ airlock }: { airlock: Airlock }): ReactElement {
  const [entries, setEntries] = useState<Entry[]>([])
  useEffect(() => {
    let next = 0
    const offs = LOGGED_EVENTS.map((event) =>
      airlock.on(event, (payload: unknown) => {
        const entry: Entry = {
          id: next++,
          time: new Date().toISOString().slice(11, 23),
          event,
          payload: displayJson(payload, 3),
        }
        setEntries((list) => [entry, ...list].slice(0, MAX_ENTRIES))
      }),
    )
    return () => {
      for (const off of offs) off()
    }
  }, [airlock])
  return (
    <Panel title="Event bus" wide>
      <button type="button" onClick={() => setEntries([])}>
        Clear log
      </button>
      <ol className="sb-log" aria-live="off" data-testid="event-log">
        {entries.map((e) => (
          <li key={e.id} data-event={e.event}>
            <details>
              <summary>
                <time>{e.time}</time> <strong>{e.event}</strong>
              </summary>
              <pre>{e.payload}</pre>
            </details>
          </li>
        ))}
      </ol>
    </Panel>
  )
}
