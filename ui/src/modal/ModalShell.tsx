// The modal: overlay, dialog (role, label, focus trap, Escape, backdrop, shake), header, animated body, snackbar.
import type { Airlock, ViewEntry } from '@airlock/kernel'
import { untracked } from 'mobx'
import { observer } from 'mobx-react-lite'
import {
  type MutableRefObject,
  type ReactElement,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
} from 'react'
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
import { type StandbyReveal, setRevealed, useModalPresence } from './standbyReveal'
import { ViewOutlet } from './ViewOutlet'

/**
 * Renders the open modal of `airlock`. Before the first open it renders nothing, unless the provider's
 * `prerender` is on: then, from the first idle moment, the modal waits in standby (hidden, inert, no dialog
 * role) and the first open only reveals it. After any close it waits in standby with the tree it showed. An open
 * on the view the standby holds is shown by the click itself and rendered after that frame (useModalPresence).
 */
export const ModalShell = observer(function ModalShell({
  airlock,
}: {
  airlock: Airlock
}): ReactElement | null {
  const reveal = useRef<StandbyReveal | null>(null)
  const open = useModalPresence(airlock, reveal)
  const { standby, opened } = useStandby(airlock, useUiOptions().prerender, open)
  alertsOf(airlock) // listens from the first render: an alert raised while closed shows at the next open
  if (!open && !standby) return null
  return (
    <WarmupContext.Provider value={standby}>
      <BeforeFirstOpenContext.Provider value={standby && !opened}>
        <OpenModal airlock={airlock} standby={standby} reveal={reveal} />
      </BeforeFirstOpenContext.Provider>
    </WarmupContext.Provider>
  )
})

const OpenModal = observer(function OpenModal({
  airlock,
  standby,
  reveal,
}: {
  airlock: Airlock
  standby: boolean
  reveal: MutableRefObject<StandbyReveal | null>
}): ReactElement {
  const { modal, connection } = airlock.get((s) => s)
  const dialog = useRef<HTMLDivElement>(null)
  const titleId = `al-title-${useId()}`
  // Standby shows the view a plain open would show (the opening rules: Account when connected, else Connect):
  // the current entry when the modal was closed on that view, so it stays as it was.
  const firstView = connection.status === 'connected' ? 'Account' : 'Connect'
  const standbyEntry = useMemo<ViewEntry>(() => ({ view: firstView, params: undefined }), [firstView])
  // In standby the router is read untracked: an open resets it (a new entry for the same view), which the
  // standby's reveal shows without rendering the shell; the render after it reads the router again.
  const current = standby ? untracked(() => modal.view) : modal.view
  const entry =
    !standby || (current.view === firstView && current.params === undefined) ? current : standbyEntry
  // Titles cross the contract in English; the active locale's text is shown (the locale lives on the
  // instance, so switching it re-renders this observer on the same view, with its state).
  const messages = messagesOf(airlock)
  const { locale, dir, version } = messages
  const title = version >= 0 ? messages.translate(viewTitle(airlock, entry)) : ''
  const warmup = standby
  const overlay = useRef<HTMLDivElement>(null)
  // `inert` through the DOM property: React 18 and 19 disagree on the attribute's JSX value.
  useLayoutEffect(() => {
    if (overlay.current) overlay.current.inert = standby
  }, [standby])
  // In standby, an open on the view it holds (same view, no params) is revealed by the click itself when that
  // view's first open frame is its standby render (REVEALED_VIEWS).
  useLayoutEffect(() => {
    if (!standby || !REVEALED_VIEWS.has(entry.view)) return
    reveal.current = () => {
      const next = airlock.get((s) => s.modal.view)
      const [o, d] = [overlay.current, dialog.current]
      if (!o || !d || next.view !== entry.view || next.params !== undefined) return undefined
      setRevealed(o, d, true)
      return () => setRevealed(o, d, false)
    }
    return () => {
      reveal.current = null
    }
  }, [standby, entry, airlock, reveal])
  // The dialog's tabindex through the DOM property as well (see DIALOG_TAB_INDEX).
  useLayoutEffect(() => {
    if (dialog.current) dialog.current.tabIndex = DIALOG_TAB_INDEX
  }, [])

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
      ref={overlay}
      className="al-overlay"
      lang={locale}
      dir={dir}
      data-testid={standby ? undefined : 'airlock-overlay'}
      data-standby={standby ? '' : undefined}
      style={standby ? STANDBY_STYLE : undefined}
      aria-hidden={standby ? 'true' : undefined}
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
 * The standby views an open only reveals (the click shows them; the open render follows that frame): those whose
 * first open frame is what the standby shows. Connect: its requests start after that frame, and its images show
 * their fallback until loaded either way. Not Account: leaving standby starts its balance refresh, whose loading
 * state belongs in the open's first frame (revealed, the tokens it held would show for a frame before it).
 */
const REVEALED_VIEWS: ReadonlySet<string> = new Set(['Connect'])

/**
 * Standby: invisible, which also keeps it out of hit testing and focus (with `inert` and aria-hidden on top),
 * but laid out, so an open only makes it visible (a style change; no layout of the whole modal inside the
 * click). The pre-render's layout happens at idle, in the frame after its commit; `npm run bench` checks that
 * it is no long task (over 50 ms at 4x CPU). (It used to be `content-visibility: hidden` as well, which left
 * style and layout to the open: 53 ms at 4x for the pre-rendered first open, 33–38 ms without it.) Its animations
 * are held by a rule of the shell's stylesheet on `data-standby` (always there: adding and removing a
 * stylesheet at each close and open made the browser rebuild the shadow root's style rules inside the click),
 * so the open animations play from the reveal, exactly as on a fresh mount.
 */
const STANDBY_STYLE = { visibility: 'hidden' } as const

/**
 * The dialog takes focus only from script (when its view has nothing focusable). Set as a DOM property: React
 * writes a number prop as `'' + value`, and V8 grows its number-to-string cache from 128 entries to its full
 * 64 KiB at the first collision that involves a negative number. With the other numbers a render converts,
 * that happened whenever no GC ran between them (a pre-rendered modal's standby and reveal: `npm run bench`'s
 * heap after open fell 0.04–0.06 MiB with prerender; seen in heap snapshots of the built host page).
 */
const DIALOG_TAB_INDEX = -1

/** Moves focus to the first focusable of the dialog's view (or the dialog) unless focus is already inside. */
function focusInto(el: HTMLElement): void {
  const active = deepActiveElement()
  if (active !== null && el.contains(active) && active.isConnected) return
  ;(focusableElements(el.querySelector('.al-view') ?? el)[0] ?? el).focus()
}
