// Focus helpers that see through shadow roots: find focusables, the real active element, trap Tab.

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])'

/** Focusable, visible elements inside `container`, in DOM order. */
export function focusableElements(container: ParentNode): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (el) => el.tabIndex >= 0 && el.getClientRects().length > 0 && !el.closest('[inert]'),
  )
}

/** The focused element, descending into open shadow roots. */
export function deepActiveElement(doc: Document = document): Element | null {
  let active: Element | null = doc.activeElement
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement
  return active
}

/** Keeps Tab and Shift+Tab cycling inside `container`; returns true when it moved focus. */
export function trapTab(event: KeyboardEvent, container: HTMLElement): boolean {
  if (event.key !== 'Tab') return false
  const items = focusableElements(container)
  const first = items[0]
  const last = items[items.length - 1]
  if (first === undefined || last === undefined) {
    event.preventDefault()
    container.focus()
    return true
  }
  const active = deepActiveElement(container.ownerDocument)
  const inside = active !== null && container.contains(active)
  let target: HTMLElement | undefined
  if (!inside) target = event.shiftKey ? last : first
  else if (event.shiftKey && (active === first || active === container)) target = last
  else if (!event.shiftKey && active === last) target = first
  if (target === undefined) return false
  event.preventDefault()
  target.focus()
  return true
}
