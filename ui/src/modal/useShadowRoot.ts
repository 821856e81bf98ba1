// Creates (client-side only) a shadow host in document.body with Airlock's stylesheet and a themed
// `.al-root` container, bound live to the instance's theme store.
import type { Airlock } from '@airlock/kernel'
import { autorun } from 'mobx'
import { useEffect, useState } from 'react'
import { airlockStyles } from '../theme/stylesheet'
import { themeVariablesToCss } from '../theme/themeTypes'

/** Binds `root`'s data-theme and CSS variables to the theme store; returns the disposer. */
export function bindTheme(airlock: Airlock, root: HTMLElement): () => void {
  let applied: string[] = []
  return autorun(() => {
    const { themeMode, themeVariables } = airlock.stores.theme
    root.dataset.theme = themeMode === 'light' ? 'light' : 'dark'
    const css = themeVariablesToCss(themeVariables)
    for (const name of applied) if (!(name in css)) root.style.removeProperty(name)
    for (const [name, value] of Object.entries(css)) root.style.setProperty(name, value)
    applied = Object.keys(css)
  })
}

/** Makes a shadow root under `host` holding the stylesheet and a `.al-root` container; returns the container. */
export function createShadowContainer(host: HTMLElement): HTMLElement {
  const shadow = host.shadowRoot ?? host.attachShadow({ mode: 'open' })
  const style = host.ownerDocument.createElement('style')
  style.textContent = airlockStyles
  const root = host.ownerDocument.createElement('div')
  root.className = 'al-root'
  shadow.replaceChildren(style, root)
  return root
}

/** The modal's container: a `.al-root` inside a shadow root appended to document.body (undefined on the server and before mount). */
export function useModalContainer(airlock: Airlock): HTMLElement | undefined {
  const [container, setContainer] = useState<HTMLElement | undefined>(undefined)
  useEffect(() => {
    const host = document.createElement('div')
    host.setAttribute('data-airlock-modal', '')
    document.body.append(host)
    const root = createShadowContainer(host)
    const unbind = bindTheme(airlock, root)
    setContainer(root)
    return () => {
      unbind()
      host.remove()
      setContainer(undefined)
    }
  }, [airlock])
  return container
}
