// A view's own CSS inside Airlock's shadow root.
import { type ReactElement, useRef, useState } from 'react'
import { useUiOptions } from '../context/uiOptions'
import { useIsomorphicLayoutEffect } from '../hooks/useIsomorphicLayoutEffect'
import { adoptStyleSheet } from '../theme/adoptStyleSheet'

/**
 * Injects extra CSS for a view inside Airlock's shadow root (scope selectors under your own class). It is
 * adopted as a constructed stylesheet after Airlock's own (so it wins at equal specificity, and a strict
 * CSP's `style-src` does not apply); where the browser cannot adopt stylesheets it is a `<style>` with
 * the provider's CSP `nonce`.
 */
export function ScopedStyle({ css }: { css: string }): ReactElement {
  const { nonce } = useUiOptions()
  const anchor = useRef<HTMLTemplateElement>(null)
  const [fallback, setFallback] = useState(false)
  useIsomorphicLayoutEffect(() => {
    const root = anchor.current?.getRootNode()
    if (!(root instanceof ShadowRoot)) return setFallback(true)
    const release = adoptStyleSheet(root, css)
    if (!release) return setFallback(true)
    return release
  }, [css])
  return fallback ? <style nonce={nonce}>{css}</style> : <template ref={anchor} />
}
