// Flex layout helpers so views need little CSS of their own.
import { type CSSProperties, type ReactElement, type ReactNode, useRef, useState } from 'react'
import { useUiOptions } from '../context/uiOptions'
import { useIsomorphicLayoutEffect } from '../hooks/useIsomorphicLayoutEffect'
import { adoptStyleSheet } from '../theme/adoptStyleSheet'

/** Props of {@link Stack} and {@link Row}. */
export interface LayoutProps {
  /** Gap between children in px (default 8). */
  gap?: number
  /** Centre children on both axes (and centre text). */
  center?: boolean
  /** Take the remaining space in a flex parent. */
  grow?: boolean
  /** Extra inline style (e.g. padding). */
  style?: CSSProperties
  /** Element id. */
  id?: string
  children?: ReactNode
}

function className(base: string, { center, grow }: LayoutProps): string {
  return [base, center ? 'al-center' : '', grow ? 'al-grow' : ''].filter(Boolean).join(' ')
}

/** Children in a column. */
export function Stack(props: LayoutProps): ReactElement {
  const { gap = 8, style, id, children } = props
  return (
    <div
      id={id}
      className={className('al-stack', props)}
      style={{ ...style, '--airlock-gap': `${gap}px` } as CSSProperties}
    >
      {children}
    </div>
  )
}

/** Children in a row, vertically centred. */
export function Row(props: LayoutProps): ReactElement {
  const { gap = 8, style, id, children } = props
  return (
    <div
      id={id}
      className={className('al-row', props)}
      style={{ ...style, '--airlock-gap': `${gap}px` } as CSSProperties}
    >
      {children}
    </div>
  )
}

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
