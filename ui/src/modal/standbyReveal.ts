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
 * Shows the standby modal's overlay and dialog as an open render leaves them (visible, interactive, a modal
 * dialog), or, with `revealed` false, puts the standby back exactly.
 */
export function setRevealed(overlay: HTMLElement, dialog: HTMLElement, revealed: boolean): void {
  const set = (el: HTMLElement, name: string, value: string, on: boolean) =>
    on ? el.setAttribute(name, value) : el.removeAttribute(name)
  set(overlay, 'data-standby', '', !revealed)
  set(overlay, 'aria-hidden', 'true', !revealed)
  set(overlay, 'data-testid', 'airlock-overlay', revealed)
  set(dialog, 'role', 'dialog', revealed)
  set(dialog, 'aria-modal', 'true', revealed)
  overlay.style.visibility = revealed ? '' : 'hidden'
  overlay.inert = !revealed
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
  const [shown] = useState(() =>
    observable.box(
      airlock.get((s) => s.modal.open),
      { deep: false },
    ),
  )
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
    show(airlock.get((s) => s.modal.open))
    const stop = reaction(
      () => airlock.get((s) => s.modal.open),
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
