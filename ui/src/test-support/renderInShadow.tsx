// Renders a tree inside a themed shadow root, as the modal does (for tests of primitives and views).
import type { ReactNode } from 'react'
import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { DEFAULT_UI_OPTIONS, type UiOptions, UiOptionsContext } from '../context/uiOptions'
import { airlockStyles } from '../theme/stylesheet'

/** What {@link renderInShadow} returns. */
export interface ShadowRender {
  /** The shadow host in the light DOM. */
  host: HTMLElement
  /** The shadow root (query inside it). */
  shadow: ShadowRoot
  /** The themed `.al-root` element. */
  root: HTMLElement
  /** Re-renders with a new tree. */
  rerender(node: ReactNode): Promise<void>
  /** Unmounts and removes the host. */
  unmount(): Promise<void>
}

/** Mounts `node` in a fresh shadow root with Airlock's stylesheet and theme. */
export async function renderInShadow(
  node: ReactNode,
  {
    theme = 'dark',
    uiOptions: partialOptions = {},
  }: { theme?: 'dark' | 'light'; uiOptions?: Partial<UiOptions> } = {},
): Promise<ShadowRender> {
  const host = document.createElement('div')
  document.body.append(host)
  const shadow = host.attachShadow({ mode: 'open' })
  const style = document.createElement('style')
  style.textContent = airlockStyles
  const root = document.createElement('div')
  root.className = 'al-root'
  root.dataset.theme = theme
  root.style.padding = '16px'
  root.style.background = 'var(--airlock-bg)'
  shadow.append(style, root)
  const uiOptions: UiOptions = { ...DEFAULT_UI_OPTIONS, ...partialOptions }
  const reactRoot: Root = createRoot(root)
  const wrap = (n: ReactNode) => <UiOptionsContext.Provider value={uiOptions}>{n}</UiOptionsContext.Provider>
  await act(async () => reactRoot.render(wrap(node)))
  return {
    host,
    shadow,
    root,
    rerender: async (n) => {
      await act(async () => reactRoot.render(wrap(n)))
    },
    unmount: async () => {
      await act(async () => reactRoot.unmount())
      host.remove()
    },
  }
}
