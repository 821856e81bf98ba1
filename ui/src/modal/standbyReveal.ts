// An open that only reveals the modal waiting in standby: the dialog is shown by the click itself (a few
// attributes of the overlay and the dialog) and React renders the open state after that frame was painted.
import type { Airlock } from '@airlock/kernel'
import { observable, reaction, runInAction } from 'mobx'
import { type RefObject, useLayoutEffect, useState } from 'react'
import { flushSync } from 'react-dom'
import { afterNextPaint } from '../utils/afterNextPaint'

/**
 * Offered by the standby modal: reveals it for the open that just happened when that open shows the view the
 * standby holds, and returns what hides it again (for a close before React rendered the open); undefined when
 * the open needs another view (React renders it).
 */
export type StandbyReveal = () => (() => void) | undefined

/**
 * Shows the standby modal's overlay and dialog as an open render would leave them: visible, interactive, a
 * modal dialog. Returns what puts the standby back.
 */
export function revealStandby(overlay: HTMLElement, dialog: HTMLElement): () => void {
  overlay.removeAttribute('data-standby')
  overlay.style.removeProperty('visibility')
  overlay.removeAttribute('aria-hidden')
  overlay.inert = false
  overlay.setAttribute('data-testid', 'airlock-overlay')
  dialog.setAttribute('role', 'dialog')
  dialog.setAttribute('aria-modal', 'true')
  return () => {
    overlay.setAttribute('data-standby', '')
    overlay.style.setProperty('visibility', 'hidden')
    overlay.setAttribute('aria-hidden', 'true')
    overlay.inert = true
    overlay.removeAttribute('data-testid')
    dialog.removeAttribute('role')
    dialog.removeAttribute('aria-modal')
  }
}

/**
 * Whether the modal renders open: the store's `modal.open`, except that an open the standby can reveal itself
 * ({@link StandbyReveal}, offered through `reveal`) is rendered after the frame that showed it. That frame
 * then holds only the reveal (style and paint of a tree already laid out), not a render of the shell; the
 * render that follows moves focus in, adds the listeners and starts the view's requests, as on any open.
 * A close is rendered at once (and undoes a reveal not rendered yet); a key pressed before the frame renders
 * the open at once.
 */
export function useModalPresence(airlock: Airlock, reveal: RefObject<StandbyReveal | null>): boolean {
  const [shown] = useState(() => observable.box(airlock.stores.modal.open, { deep: false }))
  useLayoutEffect(() => {
    let hide: (() => void) | undefined
    let cancelFrame: (() => void) | undefined
    const show = (open: boolean) => runInAction(() => shown.set(open))
    const settle = () => {
      cancelFrame?.()
      removeEventListener('keydown', onKey, true)
      cancelFrame = hide = undefined
    }
    const render = () => {
      settle()
      show(true)
    }
    // A key pressed before that frame (Escape, Tab) renders the open state synchronously, before the key
    // reaches anything, so it finds the listeners of any open.
    const onKey = () => flushSync(render)
    show(airlock.stores.modal.open)
    const stop = reaction(
      () => airlock.stores.modal.open,
      (open) => {
        const revealed = hide
        settle()
        if (!open) {
          revealed?.()
          return show(false)
        }
        hide = reveal.current?.()
        if (!hide) return show(true)
        cancelFrame = afterNextPaint(render)
        addEventListener('keydown', onKey, true)
      },
    )
    return () => {
      settle()
      stop()
    }
  }, [airlock, reveal, shown])
  return shown.get()
}
