// Warms the modal's code before the first click: once the browser is idle, the closed modal's current view
// (Connect on a first visit) renders once into an element outside the document, then is dropped. The
// component functions, React's mount path and the MobX observers are then compiled and warm, so the click
// only pays for a warm render. Nothing of it is visible, focusable or in the page; it makes no requests.
import type { Airlock } from '@airlock/kernel'
import { observer } from 'mobx-react-lite'
import { createContext, type ReactElement, type ReactNode, useContext, useEffect, useState } from 'react'
import { createPortal } from 'react-dom'

const WarmupContext = createContext(false)

/** True inside the off-document warm-up render: views skip their effects (requests, focus, listeners). */
export function useIsWarmup(): boolean {
  return useContext(WarmupContext)
}

/** Calls `run` when the browser is idle (or after a short timeout where requestIdleCallback is missing); returns the canceller. */
export function onIdle(run: () => void, timeout = 2000): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(run, { timeout })
    return () => cancelIdleCallback(id)
  }
  const id = setTimeout(run, 50)
  return () => clearTimeout(id)
}

/** Renders `children` (the open modal) once, off-document, at idle before the modal was ever opened; then renders nothing. */
export const ModalWarmup = observer(function ModalWarmup({
  airlock,
  children,
}: {
  airlock: Airlock
  children: ReactNode
}): ReactElement | null {
  const [phase, setPhase] = useState<'wait' | 'render' | 'done'>('wait')
  const [target] = useState(() =>
    typeof document === 'undefined' ? undefined : document.createElement('div'),
  )
  const open = airlock.stores.modal.open
  useEffect(() => {
    if (phase === 'done') return
    // Opened before the warm-up ran: the code is warm now.
    if (open) return setPhase('done')
    if (phase === 'wait') return onIdle(() => setPhase('render'))
    return onIdle(() => setPhase('done'), 500)
  }, [phase, open])
  if (phase !== 'render' || open || !target) return null
  return createPortal(
    <WarmupContext.Provider value={true}>
      <div className="al-root">{children}</div>
    </WarmupContext.Provider>,
    target,
  )
})
