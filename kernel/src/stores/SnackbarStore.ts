import { action, makeObservable, observable } from 'mobx'
import { SNACKBAR_GAP_MS } from '../format/constants'
import type { SnackbarVariant } from './storeTypes'

/** The snackbar: one message at a time; a new one while one is open appears after 150 ms. */
export class SnackbarStore {
  /** Shown. */
  open = false
  /** Text. */
  message = ''
  /** Variant. */
  variant: SnackbarVariant = 'success'
  private timer: ReturnType<typeof setTimeout> | undefined

  constructor() {
    makeObservable<SnackbarStore, 'display'>(this, {
      open: observable,
      message: observable,
      variant: observable,
      show: action,
      hide: action,
      display: action,
    })
  }

  /** Shows a success message. */
  showSuccess(message: string): void {
    this.show(message, 'success')
  }

  /** Shows an error message. */
  showError(message: string): void {
    this.show(message, 'error')
  }

  /** Shows a loading message. */
  showLoading(message: string): void {
    this.show(message, 'loading')
  }

  /** Shows an info message. */
  showInfo(message: string): void {
    this.show(message, 'info')
  }

  /** Shows a message; when one is open it closes and the new one appears after 150 ms. */
  show(message: string, variant: SnackbarVariant): void {
    if (this.timer !== undefined) clearTimeout(this.timer)
    if (!this.open) {
      this.timer = undefined
      this.display(message, variant)
      return
    }
    this.open = false
    this.timer = setTimeout(() => {
      this.timer = undefined
      this.display(message, variant)
    }, SNACKBAR_GAP_MS)
  }

  /** Hides the snackbar (and drops a pending one). */
  hide(): void {
    if (this.timer !== undefined) clearTimeout(this.timer)
    this.timer = undefined
    this.open = false
  }

  private display(message: string, variant: SnackbarVariant): void {
    this.message = message
    this.variant = variant
    this.open = true
  }

  /** Clears timers (instance teardown). */
  dispose(): void {
    this.hide()
  }
}
