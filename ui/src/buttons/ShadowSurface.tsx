// Renders children into a shadow root attached to an inline host, so the host page's CSS cannot reach
// them. Before mount (and on the server) the light-DOM fallback shows; once the shadow root is
// attached, the fallback is no longer rendered by the browser.
import type { Airlock } from '@airlock/kernel'
import { type ReactElement, type ReactNode, useCallback, useRef, useState } from 'react'
import { createPortal } from 'react-dom'
import { useUiOptions } from '../context/uiOptions'
import { bindTheme, createShadowContainer } from '../modal/useShadowRoot'

/** Props of {@link ShadowSurface}. */
export interface ShadowSurfaceProps {
  /** Instance whose theme styles the surface. */
  airlock: Airlock
  /** Attribute naming the host, e.g. 'data-airlock-connect-button'. */
  hostAttribute: string
  /** Light-DOM content for server rendering and before mount (plain text). */
  fallback: ReactNode
  children: ReactNode
}

/** An inline shadow-root island themed like the modal. */
export function ShadowSurface({
  airlock,
  hostAttribute,
  fallback,
  children,
}: ShadowSurfaceProps): ReactElement {
  const { nonce } = useUiOptions()
  const [container, setContainer] = useState<HTMLElement | undefined>(undefined)
  const detach = useRef<(() => void) | undefined>(undefined)
  // A callback ref, not a layout effect: React calls it in the same commit phase (so the first paint
  // already shows the shadow root), never on the server, where a layout effect makes React warn even
  // when it is skipped (a server render in a page that has `window`). A new instance or nonce makes a
  // new callback, which React calls with null for the old one first.
  const attach = useCallback(
    (el: HTMLSpanElement | null) => {
      detach.current?.()
      detach.current = undefined
      if (!el) return
      const root = createShadowContainer(el, nonce)
      root.style.display = 'inline-block'
      root.style.verticalAlign = 'middle'
      const unbind = bindTheme(airlock, root)
      setContainer(root)
      detach.current = () => {
        unbind()
        root.remove()
        setContainer(undefined)
      }
    },
    [airlock, nonce],
  )
  return (
    <span
      ref={attach}
      {...{ [hostAttribute]: '' }}
      style={{ display: 'inline-block', verticalAlign: 'middle' }}
    >
      {fallback}
      {container ? createPortal(children, container) : null}
    </span>
  )
}
