// Renders children into a shadow root attached to an inline host, so the host page's CSS cannot reach
// them. Before mount (and on the server) the light-DOM fallback shows; once the shadow root is
// attached, the fallback is no longer rendered by the browser.
import type { Airlock } from '@airlock/kernel'
import { type ReactElement, type ReactNode, useRef, useState } from 'react'
import { createPortal } from 'react-dom'
import { useUiOptions } from '../context/uiOptions'
import { useIsomorphicLayoutEffect } from '../hooks/useIsomorphicLayoutEffect'
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
  const host = useRef<HTMLSpanElement>(null)
  const { nonce } = useUiOptions()
  const [container, setContainer] = useState<HTMLElement | undefined>(undefined)
  useIsomorphicLayoutEffect(() => {
    const el = host.current
    if (!el) return
    const root = createShadowContainer(el, nonce)
    root.style.display = 'inline-block'
    root.style.verticalAlign = 'middle'
    const unbind = bindTheme(airlock, root)
    setContainer(root)
    return () => {
      unbind()
      root.remove()
      setContainer(undefined)
    }
  }, [airlock, nonce])
  return (
    <span
      ref={host}
      {...{ [hostAttribute]: '' }}
      style={{ display: 'inline-block', verticalAlign: 'middle' }}
    >
      {fallback}
      {container ? createPortal(children, container) : null}
    </span>
  )
}
