// Airlock's styles under a strict Content-Security-Policy: the main stylesheet is one constructed
// stylesheet adopted by every shadow root (CSP's style-src does not apply to it); the few <style>
// elements carry the provider's nonce.
import { act } from 'react'
import { createRoot } from 'react-dom/client'
import { afterEach, describe, expect, test } from 'vitest'
import { ScopedStyle } from '../components/ScopedStyle'
import { DEFAULT_UI_OPTIONS, UiOptionsContext } from '../context/uiOptions'
import { createShadowContainer } from './useShadowRoot'

const hosts: HTMLElement[] = []
afterEach(() => {
  for (const host of hosts.splice(0)) host.remove()
})

function newHost(): HTMLElement {
  const host = document.createElement('div')
  document.body.append(host)
  hosts.push(host)
  return host
}

describe('shadow root styles', () => {
  test('one constructed stylesheet, shared by every shadow root, and no <style> element', () => {
    const first = createShadowContainer(newHost(), 'ignored')
    const second = createShadowContainer(newHost())
    const [a, b] = [first.getRootNode() as ShadowRoot, second.getRootNode() as ShadowRoot]
    expect(a.adoptedStyleSheets).toHaveLength(1)
    expect(b.adoptedStyleSheets[0]).toBe(a.adoptedStyleSheets[0])
    expect(a.querySelector('style')).toBeNull()
    expect(a.adoptedStyleSheets[0]!.cssRules.length).toBeGreaterThan(50)
    // The rules apply: .al-root sets the modal's font stack.
    expect(getComputedStyle(first).fontFamily).not.toBe(getComputedStyle(document.body).fontFamily)
  })

  test('ScopedStyle in a shadow root adopts its sheet after the main one, and drops it on unmount', async () => {
    const container = createShadowContainer(newHost())
    const shadow = container.getRootNode() as ShadowRoot
    const root = createRoot(container)
    await act(async () => {
      root.render(<ScopedStyle css=".al-root{letter-spacing:3px}" />)
    })
    expect(shadow.adoptedStyleSheets).toHaveLength(2)
    expect(shadow.adoptedStyleSheets[1]!.cssRules[0]!.cssText).toContain('letter-spacing: 3px')
    expect(shadow.querySelector('style')).toBeNull()
    expect(getComputedStyle(container).letterSpacing).toBe('3px')
    await act(async () => root.unmount())
    expect(shadow.adoptedStyleSheets).toHaveLength(1)
  })

  test("outside a shadow root, ScopedStyle is a <style> with the provider's nonce", async () => {
    const host = newHost()
    const root = createRoot(host)
    await act(async () => {
      root.render(
        <UiOptionsContext.Provider value={{ ...DEFAULT_UI_OPTIONS, nonce: 'r4nd0m' }}>
          <ScopedStyle css=".x{color:red}" />
        </UiOptionsContext.Provider>,
      )
    })
    // Browsers hide the nonce attribute once the element is connected; the property keeps it.
    expect(host.querySelector('style')!.nonce).toBe('r4nd0m')
    await act(async () => root.unmount())
  })
})
