// The frame's own views: approval, recovery code shown once, recovery code asked on a new device.
// Buttons accept only trusted clicks, and only while the frame is seen (visibilityGuard.ts).
import { copyButton } from './copyButton'
import { showable } from './showable'
import { texts } from './texts'
import { ARM_MS, type VisibilityGuard, watchVisibility } from './visibilityGuard'

const root = () => document.getElementById('airlock-frame')!

/** The page's visibility watch (one per document), started when the first view asks the visitor. */
let guard: VisibilityGuard | undefined
const pageGuard = () => {
  guard ??= watchVisibility(root())
  return guard
}

/** Where the previous pointer event of this document was: a move is a change of spot. */
let lastPointer: { x: number; y: number } | undefined
let trackingPointer = false

/** Whether `event` is at another spot than the document's previous pointer event. */
function lastMove(event: PointerEvent): boolean {
  return lastPointer !== undefined && (lastPointer.x !== event.clientX || lastPointer.y !== event.clientY)
}

/** Follows every pointer event of the page (after the buttons' own listeners have looked at it). */
function trackPointer(): void {
  if (trackingPointer) return
  trackingPointer = true
  for (const type of ['pointermove', 'pointerdown', 'pointerover'] as const)
    document.addEventListener(type, (event) => {
      lastPointer = { x: event.clientX, y: event.clientY }
    })
}

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

/** A button of {@link ask}: its id (`data-action`), label and look. */
export interface AskButton {
  id: string
  label: string
  /**
   * The modal's button look: `primary` (the accent) or `secondary`. By default the last of the buttons is
   * primary (the step forward) and the others secondary.
   */
  variant?: 'primary' | 'secondary'
}

/** Options of {@link ask}. */
export interface AskOptions {
  /** Ends the question early: `ask` then resolves with {@link CANCELLED} and clears the view. */
  signal?: AbortSignal
  /** Inputs whose Enter key counts as a click on this button (by id). */
  submitOnEnter?: string
  /**
   * A decision (the approval window): a click counts only when the pointer moved onto the button and was
   * pressed there after the button went live, and a key only when the button got focus after that. A
   * cursor parked where the button would appear, or a burst of clicks that runs on into a newly shown
   * window, decides nothing.
   */
  deliberate?: boolean
}

/** What {@link ask} resolves with when its signal aborts. */
export const CANCELLED = 'cancelled'

/**
 * Renders `content` with buttons; resolves with the id of the button the visitor clicked (or
 * {@link CANCELLED}). The buttons, and the view's inputs, are live only while the frame is fully visible
 * and has been for {@link ARM_MS} since both it became visible and this content was shown; a click (or
 * Enter on a focused button or input) counts only when it is trusted and its timestamp falls in such a
 * stretch. Hidden, covered, faded, moved or zoomed, everything is disabled at once.
 */
export async function ask(
  title: string,
  content: Node[],
  buttons: AskButton[],
  options: AskOptions = {},
): Promise<string> {
  const main = root()
  const watch = pageGuard()
  trackPointer()
  // The page is exactly the viewport: what is asked scrolls inside it, the buttons stay in view, and the
  // watched element is all of it (a frame fully visible is a view fully visible).
  const body = el('div', undefined, { class: 'content' })
  body.append(el('h1', showable(title)), ...content)
  main.replaceChildren(body)
  const row = el('div', undefined, { class: 'actions' })
  const nodes = buttons.map((b, i) => {
    const variant = b.variant ?? (i === buttons.length - 1 ? 'primary' : 'secondary')
    const button = el('button', b.label, { 'data-action': b.id, 'data-variant': variant, type: 'button' })
    button.disabled = true
    row.append(button)
    return button
  })
  main.append(row)
  // The view's inputs and its own buttons (Copy) follow the same watch as the answers.
  const inputs = [...main.querySelectorAll<HTMLInputElement | HTMLButtonElement>('input, .content button')]
  const shownAt = performance.now()
  let timer: ReturnType<typeof setTimeout> | undefined
  const refresh = () => {
    clearTimeout(timer)
    const now = performance.now()
    const live = watch.accepts(now, shownAt)
    for (const n of [...nodes, ...inputs]) n.disabled = !live
    if (!live && watch.visibleSince !== undefined)
      timer = setTimeout(refresh, Math.max(0, Math.max(watch.visibleSince, shownAt) + ARM_MS - now) + 5)
  }
  const unsubscribe = watch.onChange(refresh)
  refresh()
  return new Promise<string>((resolve) => {
    const finish = (id: string) => {
      clearTimeout(timer)
      unsubscribe()
      options.signal?.removeEventListener('abort', onAbort)
      main.replaceChildren()
      resolve(id)
    }
    const onAbort = () => finish(CANCELLED)
    if (options.signal?.aborted) return onAbort()
    options.signal?.addEventListener('abort', onAbort)
    const counts = (event: Event) => event.isTrusted && watch.accepts(event.timeStamp, shownAt)
    /** When the view went live (undefined while it is not): actions of a decision must come after. */
    const liveFrom = () =>
      watch.visibleSince === undefined ? undefined : Math.max(watch.visibleSince, shownAt) + ARM_MS
    const intent = new Map<HTMLElement, { moved: number; down: number; focused: number }>()
    const deliberate = (n: HTMLElement, event: MouseEvent) => {
      if (!options.deliberate) return true
      const since = liveFrom()
      const seen = intent.get(n)
      if (since === undefined || !seen) return false
      // A click from the keyboard (Enter, Space) has detail 0: the button must have been focused since.
      if (event.detail === 0) return seen.focused >= since
      return seen.moved >= since && seen.down >= since
    }
    for (const n of nodes) {
      const seen = {
        moved: Number.NEGATIVE_INFINITY,
        down: Number.NEGATIVE_INFINITY,
        focused: Number.NEGATIVE_INFINITY,
      }
      intent.set(n, seen)
      // Movement is a change of spot between two pointer events of this document: the first event (a
      // window opened under a still cursor) and events at the same spot are not movement.
      n.addEventListener('pointermove', (event) => {
        if (event.isTrusted && lastMove(event)) seen.moved = event.timeStamp
      })
      n.addEventListener('pointerdown', (event) => {
        if (event.isTrusted) seen.down = event.timeStamp
      })
      // Only focus from the keyboard counts for a key press (a click focuses a button too).
      n.addEventListener('focus', (event) => {
        if (event.isTrusted && n.matches(':focus-visible')) seen.focused = event.timeStamp
      })
      n.addEventListener('click', (event) => {
        if (counts(event) && deliberate(n, event)) finish(n.dataset.action!)
      })
    }
    const enterTarget = nodes.find((n) => n.dataset.action === options.submitOnEnter)
    if (enterTarget)
      for (const input of main.querySelectorAll('input'))
        input.addEventListener('keydown', (event) => {
          if (event.key !== 'Enter') return
          event.preventDefault()
          if (counts(event)) finish(enterTarget.dataset.action!)
        })
  })
}

/**
 * A definition list of label/value rows. Values are shown as text with every control and bidi-formatting
 * character made visible ({@link showable}), each in its own bidi isolate, so that no value can reorder or
 * hide its neighbours (an app name with U+202E cannot reverse the origin beside it).
 */
export function details(rows: ReadonlyArray<readonly [string, string]>): HTMLElement {
  const dl = el('dl')
  for (const [k, v] of rows) dl.append(el('dt', showable(k)), el('dd', showable(v), { dir: 'auto' }))
  return dl
}

/** A preformatted block (message text, typed data), its control and bidi characters made visible. */
export function block(text: string): HTMLElement {
  return el('pre', showable(text, { keepNewlines: true }), { dir: 'auto' })
}

/** Warnings shown above an approval's buttons (unknown programs, owner changes). */
export function warnings(lines: readonly string[]): HTMLElement[] {
  return lines.map((line) => el('p', showable(line), { role: 'alert', class: 'warning' }))
}

/** Shows the new wallet's recovery code once, with Copy, until the visitor confirms they saved it. */
export async function showRecoveryCode(code: string): Promise<void> {
  const secret = el('div', undefined, { class: 'secret' })
  // One group of four per cell, two rows of four: the code never breaks inside a group.
  const shown = el('p', undefined, { class: 'code', 'data-recovery-code': '', dir: 'ltr' })
  const groups = code.split('-')
  shown.append(...groups.map((group, i) => el('span', i < groups.length - 1 ? `${group}-` : group)))
  secret.append(shown, copyButton(code))
  await ask(
    texts().saveRecoveryTitle,
    [el('p', texts().saveRecoveryBody), secret],
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
