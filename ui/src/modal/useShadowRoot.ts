// Creates (client-side only) a shadow host in document.body with Airlock's stylesheet and a themed
// `.al-root` container, bound live to the instance's theme store.
import type { Airlock } from '@airlock/kernel'
import { autorun } from 'mobx'
import { useEffect, useState } from 'react'
import { adoptStyleSheet, canAdoptStyleSheets } from '../theme/adoptStyleSheet'
import { airlockStyles } from '../theme/stylesheet'
import { themeVariablesToCss } from '../theme/themeTypes'

/** Binds `root`'s data-theme and CSS variables to the instance's theme; returns the disposer. */
export function bindTheme(airlock: Airlock, root: HTMLElement): () => void {
  let applied: string[] = []
  return autorun(() => {
    const { mode, variables } = airlock.get((s) => s.theme)
    root.dataset.theme = mode === 'light' ? 'light' : 'dark'
    const css = themeVariablesToCss(variables)
    for (const name of applied) if (!(name in css)) root.style.removeProperty(name)
    for (const [name, value] of Object.entries(css)) root.style.setProperty(name, value)
    applied = Object.keys(css)
  })
}

/**
 * Makes a shadow root under `host` with Airlock's stylesheet (adopted; else a `<style>` carrying `nonce`)
 * and a `.al-root` container; returns the container.
 */
export function createShadowContainer(host: HTMLElement, nonce?: string): HTMLElement {
  const doc = host.ownerDocument
  const shadow = host.shadowRoot ?? host.attachShadow({ mode: 'open' })
  const root = doc.createElement('div')
  root.className = 'al-root'
  if (canAdoptStyleSheets(shadow)) {
    shadow.adoptedStyleSheets = []
    adoptStyleSheet(shadow, airlockStyles)
    shadow.replaceChildren(root)
    return root
  }
  const style = doc.createElement('style')
  if (nonce) style.nonce = nonce
  style.textContent = airlockStyles
  shadow.replaceChildren(style, root)
  return root
}

/** The modal's container: a `.al-root` inside a shadow root appended to document.body (undefined on the server and before mount). */
export function useModalContainer(airlock: Airlock, nonce?: string): HTMLElement | undefined {
  const [container, setContainer] = useState<HTMLElement | undefined>(undefined)
  useEffect(() => {
    const host = document.createElement('div')
    host.setAttribute('data-airlock-modal', '')
    document.body.append(host)
    const root = createShadowContainer(host, nonce)
    const unbind = bindTheme(airlock, root)
    setContainer(root)
    return () => {
      unbind()
      host.remove()
      setContainer(undefined)
    }
  }, [airlock, nonce])
  return container
}
