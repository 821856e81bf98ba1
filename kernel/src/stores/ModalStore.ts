import { action, makeObservable, observable, observableRef } from 'mobx'
import { ANIMATION_MS } from '../format/constants'
import type { RouterEntry } from './RouterStore'

/** A gate in progress: its step's entry, and whether the modal may close meanwhile. */
export interface GateState {
  readonly entry: RouterEntry
  readonly closable: boolean
}

/**
 * A view that needs an account, requested while the visitor had none: shown once they connect. `depth` is
 * the stack's length when Connect was shown for it; going back below it drops the view.
 */
export interface PendingView {
  readonly entry: RouterEntry
  readonly depth: number
}

/** Modal state: open, loading and shake (closing refused by a plugin's `canClose` hook). */
export class ModalStore {
  /** The modal is open. */
  open = false
  /** A view is loading (spinner in the shell). */
  loading = false
  /** Raised for 500 ms when closing is refused. */
  shake = false
  /** The gate in progress, if any (see `ModalController.gate`). */
  gate: GateState | undefined = undefined
  /** The view to show once the visitor connects (see `PendingView`). */
  pending: PendingView | undefined = undefined
  private shakeTimer: ReturnType<typeof setTimeout> | undefined

  constructor() {
    makeObservable<ModalStore, 'endShake'>(this, {
      open: observable,
      loading: observable,
      shake: observable,
      gate: observableRef,
      pending: observableRef,
      setOpen: action,
      setGate: action,
      setPending: action,
      setLoading: action,
      triggerShake: action,
      endShake: action,
    })
  }

  /** Opens or closes the modal (the instance's `open()`/`close()` apply the rules first). */
  setOpen(open: boolean): void {
    this.open = open
  }

  /** Sets (or clears) the gate in progress. */
  setGate(gate: GateState | undefined): void {
    this.gate = gate
  }

  /** Sets (or drops) the view to show once the visitor connects. */
  setPending(pending: PendingView | undefined): void {
    this.pending = pending
  }

  /** Sets the loading flag. */
  setLoading(loading: boolean): void {
    this.loading = loading
  }

  /** Raises the shake flag for 500 ms. */
  triggerShake(): void {
    this.shake = true
    if (this.shakeTimer !== undefined) clearTimeout(this.shakeTimer)
    this.shakeTimer = setTimeout(() => this.endShake(), ANIMATION_MS.modalShake)
  }

  private endShake(): void {
    this.shake = false
    this.shakeTimer = undefined
  }

  /** Clears timers (instance teardown). */
  dispose(): void {
    if (this.shakeTimer !== undefined) clearTimeout(this.shakeTimer)
    this.shakeTimer = undefined
  }
}
