// Where the secure frame is laid out while it asks to be shown, and the modal's views around it: a code to
// type lies over the view that asked for it, anything else (an approval, a recovery code) opens
// ApproveTransaction and goes back (or closes the modal it opened) when the frame hides.
import type { PluginContext } from '@airlock/kernel'
import { action, makeObservable } from 'mobx'
import type { EmailRuntimeState, Reason } from './EmailRuntimeState'
import type { FrameElement } from './frameElement'

/** Reasons the frame is laid out over the view that asked (a code typed in the frame): no navigation. */
const IN_VIEW: ReadonlySet<Reason> = new Set<Reason>(['otp', 'update-email'])

/** What the layout needs: the plugin context, the runtime's observable state, the frame element once made. */
export interface FrameLayoutDeps {
  ctx: Pick<PluginContext, 'get' | 'navigate' | 'back' | 'close' | 'log'>
  state: EmailRuntimeState
  element: () => FrameElement | undefined
}

/** The frame's place on the page and in the modal's navigation (one per runtime). */
export class FrameLayout {
  private anchor: Element | undefined
  /** The frame opened the modal for an approval: it closes it again when the frame hides. */
  private openedModal = false
  private hiddenWaiters: Array<() => void> = []

  constructor(private readonly deps: FrameLayoutDeps) {
    makeObservable<FrameLayout, 'onVisibility'>(this, { onVisibility: action })
  }

  /** Lays the frame over `anchor` while shown; the disposer clears it unless another view took over. */
  setAnchor(anchor: Element | undefined): () => void {
    this.anchor = anchor
    if (this.deps.state.visible) this.show()
    return () => {
      if (this.anchor !== anchor) return
      this.anchor = undefined
      if (this.deps.state.visible) this.show()
    }
  }

  /** Resolves when the frame is not asking to be shown. */
  whenHidden(): Promise<void> {
    if (!this.deps.state.visible) return Promise.resolve()
    return new Promise((resolve) => this.hiddenWaiters.push(resolve))
  }

  /** The frame asked to be shown (for `reason`) or hidden. */
  onVisibility(visible: boolean, reason: Reason): void {
    const { ctx, state } = this.deps
    const modal = () => ctx.get((s) => ({ open: s.modal.open, view: s.modal.view.view }))
    state.visible = visible
    state.reason = reason
    if (visible) {
      this.show()
      // A code to type is laid over the view that asked for it; everything else gets ApproveTransaction.
      if (reason === 'otp' || reason === 'update-email') return
      const { open, view } = modal()
      // (A closed modal may still name ApproveTransaction, the view it was closed on: it opens again.)
      if (!open || view !== 'ApproveTransaction') {
        this.openedModal = !open
        ctx
          .navigate('ApproveTransaction', reason ? { reason } : undefined)
          .catch((error: unknown) => ctx.log.warn('could not show the approval view', error))
      }
      return
    }
    this.deps.element()?.hide()
    const { open, view } = modal()
    // Back from the approval view: to the view below it, or closed when the frame opened the modal.
    if (open && view === 'ApproveTransaction') {
      if (this.openedModal) ctx.close()
      else ctx.back()
    }
    this.openedModal = false
    for (const resolve of this.hiddenWaiters.splice(0)) resolve()
  }

  /**
   * Lays the frame over the anchor. Without one, an approval or a recovery code is centred; a code entry
   * (its view is gone: the modal closed, the visitor went back) stays hidden until its view returns.
   */
  private show(): void {
    const element = this.deps.element()
    if (!this.anchor && IN_VIEW.has(this.deps.state.reason)) element?.hide()
    else element?.show(this.anchor)
  }
}
