// Renders the router's current view: core views from ui's map, plugin views through their lazy loader,
// each inside its own error boundary and Suspense (small loading state).
import type { Airlock, ViewEntry, ViewId } from '@airlock/kernel'
import { uiHost } from '@airlock/kernel/internal'
import { observer } from 'mobx-react-lite'
import { type ReactElement, Suspense, useLayoutEffect, useRef, useState } from 'react'
import { Spinner } from '../components/Spinner'
import { useUiOptions } from '../context/uiOptions'
import { ViewEntryContext } from '../hooks/useViewParams'
import { useUiMessages } from '../i18n/useUiMessages'
import { enterCoreView, loadedView, resolveView } from '../views/viewMap'
import { useIsWarmup } from './ModalWarmup'
import { ViewErrorBoundary } from './ViewErrorBoundary'

/** The views that render in standby: the opening rules' first views, which request nothing while held there. */
const STANDBY_VIEWS: ReadonlySet<string> = new Set(['Connect', 'Account'])

/** Loading state while a lazy view's code arrives. */
export function ViewLoading(): ReactElement {
  const t = useUiMessages()
  return (
    <div className="al-view-loading">
      <Spinner size={28} label={t('loadingView')} />
    </div>
  )
}

/**
 * One mounted view. A lazy core view whose code has already loaded renders as its component (no loading
 * state); that choice is made once per mount, as another type under the same mount would remount the view
 * and lose its state. A view the catalogue hands to another component (a plugin's registration) follows.
 */
function MountedView({ airlock, view }: { airlock: Airlock; view: ViewId }): ReactElement {
  const resolved = resolveView(airlock, view)
  const [first] = useState(() => ({ resolved, View: loadedView(resolved) }))
  const View = first.resolved === resolved ? first.View : resolved
  return <View />
}

/**
 * The current view (or `entry`, the standby's), keyed by its router entry so each navigation remounts it and
 * replays the 150 ms transition.
 */
export const ViewOutlet = observer(function ViewOutlet({
  airlock,
  entry: shown,
}: {
  airlock: Airlock
  entry?: ViewEntry
}): ReactElement {
  const entry = shown ?? airlock.get((s) => s.modal.view)
  const [attempt, setAttempt] = useState(0)
  // One key per router entry object: every push or replace (even of the same view) remounts the view.
  // The one exception is an open out of standby (see ModalWarmup): when it opens on the same view
  // and params the standby showed, that pre-rendered view is kept (it is only revealed).
  const standby = useIsWarmup()
  const keys = useRef({
    map: new WeakMap<object, number>(),
    next: 0,
    standby: null as ViewEntry | null,
    prepared: 0,
  })
  let key = keys.current.map.get(entry)
  if (key === undefined) {
    const waiting = keys.current.standby
    const same = waiting !== null && waiting.view === entry.view && waiting.params === entry.params
    key = (same ? keys.current.map.get(waiting) : undefined) ?? ++keys.current.next
    keys.current.map.set(entry, key)
  }
  keys.current.standby = standby ? entry : null
  // In standby only the first views render (Connect and Account hold their requests there); another view
  // would load data on mount, so only its code is warmed, unless the integrator asked for prefetching.
  const { prefetch } = useUiOptions()
  const body = !standby || prefetch || STANDBY_VIEWS.has(entry.view)
  // In standby a view that does not render has its code warmed; entered (once per entry), a view starts its
  // requests while its code loads: a layout effect, so they leave in the task of the navigation.
  useLayoutEffect(() => {
    if (standby ? body : keys.current.prepared === key) return
    if (!standby) keys.current.prepared = key
    return enterCoreView(airlock, entry.view, standby)
  }, [airlock, standby, body, key, entry.view])
  return (
    <ViewEntryContext.Provider value={entry}>
      <div key={`${key}:${attempt}`} className="al-view" data-view={entry.view}>
        <ViewErrorBoundary
          onError={(error) => uiHost(airlock).report(error, `view:${entry.view}`)}
          onRetry={() => setAttempt((n) => n + 1)}
        >
          {body ? (
            <Suspense fallback={<ViewLoading />}>
              <MountedView airlock={airlock} view={entry.view} />
            </Suspense>
          ) : null}
        </ViewErrorBoundary>
      </div>
    </ViewEntryContext.Provider>
  )
})
