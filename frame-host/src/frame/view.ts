// The frame's own views: approval, recovery code shown once, recovery code asked on a new device.
// Buttons accept only trusted clicks, and only after the frame has been visible for a moment.
import { texts } from './texts'

/** How long the frame must have been visible before a button accepts a click. */
export const VISIBLE_FOR_MS = 500

const root = () => document.getElementById('airlock-frame')!

/** An element with optional text content and attributes. */
export function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  text?: string,
  attrs: Record<string, string> = {},
) {
  const node = document.createElement(tag)
  if (text !== undefined) node.textContent = text
  for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, v)
  return node
}

/**
 * Resolves once the frame's root has been visible (intersecting, and per IntersectionObserver v2
 * `isVisible` where the browser supports it) for {@link VISIBLE_FOR_MS}, continuously.
 */
export function visibleFor(target: Element, ms: number): Promise<void> {
  return new Promise((resolve) => {
    let timer: ReturnType<typeof setTimeout> | undefined
    const observer = new IntersectionObserver(
      (entries) => {
        const entry = entries[entries.length - 1]!
        const v2 = entry as IntersectionObserverEntry & { isVisible?: boolean }
        const visible =
          entry.isIntersecting && entry.intersectionRatio > 0.9 && v2.isVisible !== false && !document.hidden
        clearTimeout(timer)
        if (visible)
          timer = setTimeout(() => {
            observer.disconnect()
            resolve()
          }, ms)
      },
      { threshold: [0, 0.9, 1], trackVisibility: true, delay: 100 } as IntersectionObserverInit,
    )
    observer.observe(target)
  })
}

/** Renders `content` with buttons; resolves with the id of the button the visitor clicked. */
export async function ask(title: string, content: Node[], buttons: Array<{ id: string; label: string }>) {
  const main = root()
  main.replaceChildren(el('h1', title), ...content)
  const row = el('div', undefined, { class: 'actions' })
  const nodes = buttons.map((b) => {
    const button = el('button', b.label, { 'data-action': b.id, type: 'button' })
    button.disabled = true
    row.append(button)
    return button
  })
  main.append(row)
  await visibleFor(main, VISIBLE_FOR_MS)
  for (const n of nodes) n.disabled = false
  return new Promise<string>((resolve) => {
    for (const n of nodes)
      n.addEventListener('click', (event) => {
        if (!event.isTrusted) return
        main.replaceChildren()
        resolve(n.dataset.action!)
      })
  })
}

/** A definition list of label/value rows. */
export function details(rows: Array<[string, string]>): HTMLElement {
  const dl = el('dl')
  for (const [k, v] of rows) dl.append(el('dt', k), el('dd', v))
  return dl
}

/** A preformatted block (message text, typed data). */
export function block(text: string): HTMLElement {
  return el('pre', text)
}

/** Shows the new wallet's recovery code once, until the visitor confirms they saved it. */
export async function showRecoveryCode(code: string): Promise<void> {
  await ask(
    texts().saveRecoveryTitle,
    [el('p', texts().saveRecoveryBody), el('p', code, { class: 'code', 'data-recovery-code': '' })],
    [{ id: 'saved', label: texts().saved }],
  )
}

/** Asks for the recovery code on a new device; resolves with what the visitor typed. */
export async function askRecoveryCode(message?: string): Promise<string> {
  const input = el('input', undefined, { name: 'recovery-code', autocomplete: 'off', spellcheck: 'false' })
  const content: Node[] = [el('p', texts().newDeviceBody), input]
  if (message) content.unshift(el('p', message, { role: 'alert' }))
  await ask(texts().newDeviceTitle, content, [{ id: 'unlock', label: texts().unlock }])
  return input.value
}

/** Clears the frame's view. */
export function clearView(): void {
  root().replaceChildren()
}
