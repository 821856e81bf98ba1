// The modal: overlay, dialog (role, label, focus trap, Escape, backdrop, shake), header, animated body, snackbar.
import type { Airlock } from '@airlock/kernel'
import { observer } from 'mobx-react-lite'
import { type ReactElement, useEffect, useId, useLayoutEffect, useRef } from 'react'
import { viewTitle } from '../views/viewMap'
import { AnimatedHeight } from './AnimatedHeight'
import { deepActiveElement, focusableElements, trapTab } from './focus'
import { ModalHeader } from './ModalHeader'
import { ModalWarmup, useIsWarmup } from './ModalWarmup'
import { Snackbar } from './Snackbar'
import { ViewOutlet } from './ViewOutlet'

/** Renders the open modal of `airlock` (nothing while closed). */
export const ModalShell = observer(function ModalShell({
  airlock,
}: {
  airlock: Airlock
}): ReactElement | null {
  const { modal } = airlock.stores
  return (
    <>
      <ModalWarmup airlock={airlock}>
        <OpenModal airlock={airlock} />
      </ModalWarmup>
      {modal.open ? <OpenModal airlock={airlock} /> : null}
    </>
  )
})

const OpenModal = observer(function OpenModal({ airlock }: { airlock: Airlock }): ReactElement {
  const { modal, router } = airlock.stores
  const dialog = useRef<HTMLDivElement>(null)
  const titleId = `al-title-${useId()}`
  const entry = router.current
  const title = viewTitle(airlock, entry)
  const warmup = useIsWarmup()

  // Focus: remember the opener and move focus in; Escape closes (or shakes); focus that escapes the
  // dialog is brought back; on close the listeners go first, then focus returns to the opener. On open,
  // focus moves in one animation frame later: finding the first focusable reads layout and focusing
  // restyles, which inside the open commit would force a synchronous style and layout before the first
  // frame with the dialog.
  useLayoutEffect(() => {
    if (warmup) return
    const opener = deepActiveElement()
    const el = dialog.current
    // Another Airlock modal on the page (a second instance) keeps its own focus and Escape.
    const inAnotherModal = (node: Element | null) => {
      const root = node?.getRootNode()
      return root instanceof ShadowRoot && root.host.hasAttribute('data-airlock-modal') && !root.contains(el)
    }
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented || inAnotherModal(deepActiveElement())) return
      event.preventDefault()
      airlock.close()
    }
    const onFocusIn = () => {
      const active = deepActiveElement()
      if (el && active !== null && !el.contains(active) && !inAnotherModal(active)) {
        ;(focusableElements(el)[0] ?? el).focus()
      }
    }
    window.addEventListener('keydown', onKeyDown)
    document.addEventListener('focusin', onFocusIn)
    const frame = requestAnimationFrame(() => {
      if (el?.isConnected) focusInto(el)
    })
    return () => {
      cancelAnimationFrame(frame)
      window.removeEventListener('keydown', onKeyDown)
      document.removeEventListener('focusin', onFocusIn)
      if (opener instanceof HTMLElement && opener.isConnected) opener.focus()
    }
  }, [airlock, warmup])

  // After a view change, focus moves into the new view unless it is already inside the dialog.
  const mounted = useRef(false)
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the view entry changes
  useEffect(() => {
    const el = dialog.current
    if (!mounted.current || !el) {
      mounted.current = true
      return
    }
    focusInto(el)
  }, [entry])

  return (
    <div
      className="al-overlay"
      data-testid="airlock-overlay"
      onPointerDown={(event) => {
        if (event.target === event.currentTarget) airlock.close()
      }}
    >
      <div
        ref={dialog}
        className="al-modal"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        data-shake={modal.shake}
        onKeyDown={(event) => {
          if (dialog.current) trapTab(event.nativeEvent, dialog.current)
        }}
      >
        {modal.loading ? <div className="al-progress" role="progressbar" aria-label="Loading view" /> : null}
        <ModalHeader
          titleId={titleId}
          title={title}
          canGoBack={router.canGoBack}
          onBack={() => airlock.goBack()}
          onClose={() => airlock.close()}
        />
        <AnimatedHeight>
          <ViewOutlet airlock={airlock} />
        </AnimatedHeight>
        <Snackbar airlock={airlock} />
      </div>
    </div>
  )
})

/** Moves focus to the first focusable of the dialog's view (or the dialog) unless focus is already inside. */
function focusInto(el: HTMLElement): void {
  const active = deepActiveElement()
  if (active !== null && el.contains(active) && active.isConnected) return
  ;(focusableElements(el.querySelector('.al-view') ?? el)[0] ?? el).focus()
}
