// Warms the modal before the first click: once the browser is idle, the closed modal's current view
// (Connect on a first visit) renders once into a hidden, inert shadow root of its own (same stylesheet and
// theme as the modal's), is styled and laid out, then dropped. The component functions, React's mount path,
// the MobX observers, the stylesheet and the fonts are then warm, so the click only pays for a warm render
// and layout. It is invisible, not focusable, hidden from assistive technology, and makes no requests.
import type { Airlock } from '@airlock/kernel'
import { observer } from 'mobx-react-lite'
import { createContext, type ReactElement, type ReactNode, useContext, useEffect, useState } from 'react'
import { createPortal } from 'react-dom'
import { bindTheme, createShadowContainer } from './useShadowRoot'

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

/** A hidden, inert host in document.body with its own shadow container; `remove` takes it out again. */
function createWarmupContainer(airlock: Airlock): { root: HTMLElement; remove(): void } {
  const host = document.createElement('div')
  host.setAttribute('data-airlock-warmup', '')
  host.setAttribute('aria-hidden', 'true')
  host.inert = true
  host.style.cssText = 'position:fixed;left:0;top:0;visibility:hidden;opacity:0;pointer-events:none'
  document.body.append(host)
  const root = createShadowContainer(host)
  const unbind = bindTheme(airlock, root)
  return {
    root,
    remove() {
      unbind()
      host.remove()
    },
  }
}

/** Renders `children` (the open modal) once, hidden, at idle before the modal was ever opened; then renders nothing. */
export const ModalWarmup = observer(function ModalWarmup({
  airlock,
  children,
}: {
  airlock: Airlock
  children: ReactNode
}): ReactElement | null {
  const [phase, setPhase] = useState<'wait' | 'render' | 'done'>('wait')
  const [container, setContainer] = useState<HTMLElement | undefined>(undefined)
  const open = airlock.stores.modal.open
  useEffect(() => {
    if (phase === 'done') return
    // Opened before the warm-up ran: the code is warm now.
    if (open) return setPhase('done')
    if (phase === 'wait') return onIdle(() => setPhase('render'))
    const warm = createWarmupContainer(airlock)
    setContainer(warm.root)
    const cancel = onIdle(() => setPhase('done'), 500)
    return () => {
      cancel()
      setContainer(undefined)
      warm.remove()
    }
  }, [phase, open, airlock])
  if (phase !== 'render' || open || !container) return null
  return createPortal(<WarmupContext.Provider value={true}>{children}</WarmupContext.Provider>, container)
})
