import { action, makeObservable, observable, observableRef } from 'mobx'
import type { MessageKey } from '../errors'
import { SNACKBAR_GAP_MS } from '../format/constants'
import type { SnackbarVariant } from './storeTypes'

/** The snackbar: one message at a time; a new one while one is open appears after 150 ms. */
export class SnackbarStore {
  /** Shown. */
  open = false
  /** Its English text. */
  message = ''
  /** Its catalogue key, when it has one. */
  messageKey: MessageKey | undefined = undefined
  /** Variant. */
  variant: SnackbarVariant = 'success'
  private timer: ReturnType<typeof setTimeout> | undefined

  constructor() {
    makeObservable<SnackbarStore, 'display'>(this, {
      open: observable,
      message: observable,
      messageKey: observableRef,
      variant: observable,
      show: action,
      hide: action,
      display: action,
    })
  }

  /** Shows a message; when one is open it closes and the new one appears after 150 ms. */
  show(message: string, variant: SnackbarVariant, messageKey?: MessageKey): void {
    if (this.timer !== undefined) clearTimeout(this.timer)
    if (!this.open) {
      this.timer = undefined
      this.display(message, variant, messageKey)
      return
    }
    this.open = false
    this.timer = setTimeout(() => {
      this.timer = undefined
      this.display(message, variant, messageKey)
    }, SNACKBAR_GAP_MS)
  }

  /** Hides the snackbar (and drops a pending one). */
  hide(): void {
    if (this.timer !== undefined) clearTimeout(this.timer)
    this.timer = undefined
    this.open = false
  }

  private display(message: string, variant: SnackbarVariant, messageKey: MessageKey | undefined): void {
    this.message = message
    this.messageKey = messageKey && Object.freeze({ ...messageKey })
    this.variant = variant
    this.open = true
  }

  /** Clears timers (instance teardown). */
  dispose(): void {
    this.hide()
  }
}
