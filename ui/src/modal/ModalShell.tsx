// The modal: overlay, dialog (role, label, focus trap, Escape, backdrop, shake), header, animated body, snackbar.
import type { Airlock, ViewEntry } from '@airlock/kernel'
import { untracked } from 'mobx'
import { observer } from 'mobx-react-lite'
import { type ReactElement, useEffect, useId, useLayoutEffect, useMemo, useRef, version } from 'react'
import { AlertBanner } from '../alerts/AlertBanner'
import { alertsOf } from '../alerts/alertStore'
import { useUiOptions } from '../context/uiOptions'
import { messagesOf } from '../i18n/MessagesStore'
import { viewTitle } from '../views/viewMap'
import { AnimatedHeight } from './AnimatedHeight'
import { deepActiveElement, focusableElements, trapTab } from './focus'
import { ModalHeader } from './ModalHeader'
import { BeforeFirstOpenContext, useStandby, WarmupContext } from './ModalWarmup'
import { Snackbar } from './Snackbar'
import { ViewOutlet } from './ViewOutlet'

/**
 * Renders the open modal of `airlock`. Before the first open it renders nothing, unless the provider's
 * `prerender` is on: then, from the first idle moment, the modal waits in standby (hidden, inert, no dialog
 * role) and the first open renders it out of standby without remounting it. After any close it waits in standby
 * with the tree it showed.
 */
export const ModalShell = observer(function ModalShell({
  airlock,
}: {
  airlock: Airlock
}): ReactElement | null {
  const open = airlock.get((s) => s.modal.open)
  const { standby, opened } = useStandby(airlock, useUiOptions().prerender, open)
  alertsOf(airlock) // listens from the first render: an alert raised while closed shows at the next open
  if (!open && !standby) return null
  return (
    <WarmupContext.Provider value={standby}>
      <BeforeFirstOpenContext.Provider value={standby && !opened}>
        <OpenModal airlock={airlock} standby={standby} />
      </BeforeFirstOpenContext.Provider>
    </WarmupContext.Provider>
  )
})

const OpenModal = observer(function OpenModal({
  airlock,
  standby,
}: {
  airlock: Airlock
  standby: boolean
}): ReactElement {
  const { modal, connection } = airlock.get((s) => s)
  const dialog = useRef<HTMLDivElement>(null)
  const titleId = `al-title-${useId()}`
  // Standby shows the view a plain open would show (the opening rules: Account when connected, else Connect):
  // the current entry when the modal was closed on that view, so it stays as it was.
  const firstView = connection.status === 'connected' ? 'Account' : 'Connect'
  const standbyEntry = useMemo<ViewEntry>(() => ({ view: firstView, params: undefined }), [firstView])
  // In standby the router is read untracked: a close or open resets it, and the open's render reads it again.
  const current = standby ? untracked(() => modal.view) : modal.view
  const entry =
    !standby || (current.view === firstView && current.params === undefined) ? current : standbyEntry
  // Titles cross the contract in English; the active locale's text is shown (the locale lives on the
  // instance, so switching it re-renders this observer on the same view, with its state).
  const messages = messagesOf(airlock)
  const { locale, dir, version } = messages
  const title = version >= 0 ? messages.translate(viewTitle(airlock, entry)) : ''
  const warmup = standby
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

  // After a view change, focus moves into the new view unless it is already inside the dialog. Leaving
  // standby counts as the first render of the open modal (its focus moves in one frame later, above).
  const mounted = useRef(false)
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the view entry changes
  useEffect(() => {
    const el = dialog.current
    if (standby || !mounted.current || !el) {
      mounted.current = !standby
      return
    }
    focusInto(el)
  }, [entry, standby])

  return (
    <div
      className="al-overlay"
      lang={locale}
      dir={dir}
      data-testid="airlock-overlay"
      data-standby={standby ? '' : undefined}
      style={standby ? STANDBY_STYLE : undefined}
      aria-hidden={standby ? 'true' : undefined}
      {...(standby ? INERT : undefined)}
      onPointerDown={(event) => {
        if (event.target === event.currentTarget) airlock.close()
      }}
    >
      {/* biome-ignore lint/a11y/noStaticElementInteractions: a dialog whenever open; no role only in hidden, inert standby */}
      {/* biome-ignore lint/a11y/useAriaPropsSupportedByRole: aria-modal is set only together with role="dialog" */}
      <div
        ref={dialog}
        className="al-modal"
        role={standby ? undefined : 'dialog'}
        aria-modal={standby ? undefined : 'true'}
        aria-labelledby={titleId}
        tabIndex={-1}
        data-shake={modal.shake}
        onKeyDown={(event) => {
          if (dialog.current) trapTab(event.nativeEvent, dialog.current)
        }}
      >
        {modal.loading ? (
          <div className="al-progress" role="progressbar" aria-label={messages.translate('Loading view')} />
        ) : null}
        <ModalHeader
          titleId={titleId}
          title={title}
          canGoBack={!standby && modal.canGoBack}
          onBack={() => airlock.back()}
          onClose={() => airlock.close()}
        />
        {standby ? null : <AlertBanner airlock={airlock} />}
        <AnimatedHeight>
          <ViewOutlet airlock={airlock} {...(standby ? { entry } : {})} />
        </AnimatedHeight>
        <Snackbar airlock={airlock} />
      </div>
    </div>
  )
})

/**
 * Standby: invisible, which also keeps it out of hit testing and focus (with `inert` and aria-hidden on top),
 * but laid out, so an open only makes it visible (a style change; no layout of the whole modal inside the
 * click). The pre-render's layout happens at idle, in the frame after its commit; `npm run bench` checks that
 * it is no long task (over 50 ms at 4x CPU). (It used to be `content-visibility: hidden` as well, which left
 * style and layout to the open: 53 ms at 4x for the pre-rendered first open, 33–38 ms without it.) Its animations
 * are held by a rule of the shell's stylesheet on `data-standby` (always there: adding and removing a
 * stylesheet at each close and open made the browser rebuild the shadow root's style rules inside the click),
 * so the open animations play from the open, exactly as on a fresh mount.
 */
const STANDBY_STYLE = { visibility: 'hidden' } as const

/**
 * The standby overlay's `inert` attribute as a React prop. React 19 knows `inert` as a boolean; React 18 passes
 * it through as an unknown attribute, where only a string sets it (and `true` is dropped with a warning).
 */
const INERT = { inert: Number.parseInt(version, 10) >= 19 ? true : '' } as Record<string, unknown>

/** Moves focus to the first focusable of the dialog's view (or the dialog) unless focus is already inside. */
function focusInto(el: HTMLElement): void {
  const active = deepActiveElement()
  if (active !== null && el.contains(active) && active.isConnected) return
  ;(focusableElements(el.querySelector('.al-view') ?? el)[0] ?? el).focus()
}
