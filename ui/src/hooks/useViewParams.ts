// The router entry a view was opened with, for the view's own component.
import type { ViewEntry, ViewId, ViewParams } from '@airlock/kernel'
import { createContext, useContext } from 'react'

/** Context of the router entry being rendered (set by the modal's view outlet). */
export const ViewEntryContext = createContext<ViewEntry | undefined>(undefined)

/**
 * The parameters of the view being rendered; throws (caught by the view's error boundary) when the
 * current view is not `view`.
 *
 * @example
 * const { connectorId } = useViewParams('ConnectingExternal')
 */
export function useViewParams<V extends ViewId>(view: V): ViewParams<V> {
  const entry = useContext(ViewEntryContext)
  if (entry === undefined || entry.view !== view)
    throw new Error(`useViewParams('${view}') outside that view`)
  return entry.params as ViewParams<V>
}
