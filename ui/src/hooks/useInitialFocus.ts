// Focus a view's first field when it mounts, inside the commit that shows it.
import type { RefObject } from 'react'
import { useIsomorphicLayoutEffect } from './useIsomorphicLayoutEffect'

/**
 * Focuses `ref`'s element in the commit that mounts it (a layout effect): the field has focus before the
 * frame that shows it, and before the modal's own "focus moves into the new view" step (which then keeps
 * it). A passive effect ran a task later, after a lazily loaded view was already on screen, so a keystroke
 * in between went to the dialog.
 *
 * @example
 * const amount = useRef<HTMLInputElement>(null)
 * useInitialFocus(amount)
 * return <input ref={amount} />
 */
export function useInitialFocus(ref: RefObject<HTMLElement | null>): void {
  useIsomorphicLayoutEffect(() => ref.current?.focus(), [])
}
