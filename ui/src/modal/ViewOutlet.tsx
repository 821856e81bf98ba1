// Renders the router's current view: core views from ui's map, plugin views through their lazy loader,
// each inside its own error boundary and Suspense (small loading state).
import type { Airlock } from '@airlock/kernel'
import { observer } from 'mobx-react-lite'
import { type ReactElement, Suspense, useState } from 'react'
import { Spinner } from '../components/Spinner'
import { ViewEntryContext } from '../hooks/useViewParams'
import { resolveView } from '../views/viewMap'
import { ViewErrorBoundary } from './ViewErrorBoundary'

/** Loading state while a lazy view's code arrives. */
export function ViewLoading(): ReactElement {
  return (
    <div className="al-view-loading">
      <Spinner size={28} label="Loading view" />
    </div>
  )
}

/** The current view, keyed by its stack position so each navigation replays the 150 ms transition. */
export const ViewOutlet = observer(function ViewOutlet({ airlock }: { airlock: Airlock }): ReactElement {
  const { router } = airlock.stores
  const entry = router.current
  const [attempt, setAttempt] = useState(0)
  const View = resolveView(airlock, entry.view)
  return (
    <ViewEntryContext.Provider value={entry}>
      <div
        key={`${router.history.length}:${entry.view}:${attempt}`}
        className="al-view"
        data-view={entry.view}
      >
        <ViewErrorBoundary
          onError={(error) => airlock.bus.emit('error', { error, source: `view:${entry.view}` })}
          onRetry={() => setAttempt((n) => n + 1)}
        >
          <Suspense fallback={<ViewLoading />}>
            <View />
          </Suspense>
        </ViewErrorBoundary>
      </div>
    </ViewEntryContext.Provider>
  )
})
