import { expect, test } from 'vitest'
import { setRevealed } from './standbyReveal'

/** An overlay and dialog as the standby modal renders them (ModalShell). */
function standbyNodes(): { overlay: HTMLDivElement; dialog: HTMLDivElement } {
  const overlay = document.createElement('div')
  overlay.setAttribute('data-standby', '')
  overlay.setAttribute('aria-hidden', 'true')
  overlay.style.setProperty('visibility', 'hidden')
  overlay.inert = true
  const dialog = document.createElement('div')
  overlay.append(dialog)
  document.body.append(overlay)
  return { overlay, dialog }
}

test('reveals the standby as an open render leaves it: visible, interactive, a modal dialog', () => {
  const { overlay, dialog } = standbyNodes()
  setRevealed(overlay, dialog, true)
  expect(overlay.hasAttribute('data-standby')).toBe(false)
  expect(overlay.hasAttribute('aria-hidden')).toBe(false)
  expect(getComputedStyle(overlay).visibility).toBe('visible')
  expect(overlay.inert).toBe(false)
  expect(overlay.dataset.testid).toBe('airlock-overlay')
  expect(dialog.getAttribute('role')).toBe('dialog')
  expect(dialog.getAttribute('aria-modal')).toBe('true')
  overlay.remove()
})

/** Every attribute of the element and of its children, by name (order aside), and its `inert`. */
const attributes = (el: Element) =>
  [el, ...el.children].map((node) => [
    Object.fromEntries([...node.attributes].map((a) => [a.name, a.value])),
    (node as HTMLElement).inert,
  ])

test('revealed false puts the standby back exactly', () => {
  const { overlay, dialog } = standbyNodes()
  const before = attributes(overlay)
  setRevealed(overlay, dialog, true)
  setRevealed(overlay, dialog, false)
  expect(attributes(overlay)).toEqual(before)
  expect(getComputedStyle(overlay).visibility).toBe('hidden')
  overlay.remove()
})
