// The secure-frame iframe in the host page: fixed id and name, hidden until the frame asks to be shown,
// then laid out over the ApproveTransaction view's placeholder (or centred), above the modal, never
// transformed or faded (the frame's own visibility check would keep its buttons disabled).
import { FRAME_IFRAME_ID, FRAME_IFRAME_NAME } from '@airlock/frame-host/protocol'

/** The iframe and how to show it. */
export interface FrameElement {
  readonly iframe: HTMLIFrameElement
  /** Shows the frame over `anchor` (or centred, 360 × 600) / hides it. */
  show(anchor: Element | undefined): void
  hide(): void
  remove(): void
}

const WIDTH = 360
const HEIGHT = 600
/** Above the modal (z-index 999) and its overlays. */
const Z_INDEX = '2147483000'

/**
 * Creates and attaches the iframe (`src` is the frame page URL). Sandboxed to what the frame needs:
 * scripts, its own origin's storage, and popups (unsandboxed: the approval window it opens on its own
 * origin where the browser cannot check the frame's visibility); no top navigation and no forms.
 */
export function createFrameElement(doc: Document, src: string): FrameElement {
  const iframe = doc.createElement('iframe')
  iframe.id = FRAME_IFRAME_ID
  iframe.name = FRAME_IFRAME_NAME
  iframe.title = 'Secure wallet frame'
  iframe.setAttribute(
    'sandbox',
    'allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox',
  )
  // Only the clipboard write of the frame's Copy (the recovery code): no camera, no payment, no other feature.
  iframe.setAttribute('allow', 'clipboard-write')
  iframe.referrerPolicy = 'origin'
  Object.assign(iframe.style, {
    position: 'fixed',
    border: '0',
    zIndex: Z_INDEX,
    display: 'none',
    background: 'transparent',
    colorScheme: 'normal',
  })
  iframe.src = src
  let frameRequest: number | undefined
  const place = (anchor: Element | undefined) => {
    const view = doc.defaultView
    const rect = anchor?.isConnected ? anchor.getBoundingClientRect() : undefined
    const width = rect && rect.width > 0 ? rect.width : Math.min(WIDTH, view?.innerWidth ?? WIDTH)
    const height = rect && rect.height > 0 ? rect.height : Math.min(HEIGHT, view?.innerHeight ?? HEIGHT)
    const left = rect ? rect.left : ((view?.innerWidth ?? width) - width) / 2
    const top = rect ? rect.top : ((view?.innerHeight ?? height) - height) / 2
    Object.assign(iframe.style, {
      left: `${Math.round(left)}px`,
      top: `${Math.round(top)}px`,
      width: `${Math.round(width)}px`,
      height: `${Math.round(height)}px`,
    })
  }
  const stopTracking = () => {
    if (frameRequest !== undefined) doc.defaultView?.cancelAnimationFrame(frameRequest)
    frameRequest = undefined
  }
  doc.body.append(iframe)
  // Where the keyboard was before the frame showed, and the dialog around the anchor: when the frame hides
  // with the focus inside it, the focus goes back (else keys would go to a hidden frame, and Escape would
  // no longer close the modal).
  let before: Element | null = null
  let dialog: Element | null = null
  const giveFocusBack = () => {
    if (doc.activeElement !== iframe) return
    iframe.blur()
    const target = before?.isConnected ? before : dialog?.isConnected ? dialog : null
    if (target instanceof HTMLElement || target instanceof SVGElement) target.focus()
  }
  return {
    iframe,
    show(anchor) {
      stopTracking()
      if (iframe.style.display === 'none') before = deepActive(doc)
      dialog = anchor?.closest('[role=dialog]') ?? dialog
      iframe.style.display = 'block'
      // Follow the placeholder while the modal animates or the page scrolls.
      const track = () => {
        place(anchor)
        frameRequest = doc.defaultView?.requestAnimationFrame(track)
      }
      track()
    },
    hide() {
      stopTracking()
      giveFocusBack()
      iframe.style.display = 'none'
    },
    remove() {
      stopTracking()
      iframe.remove()
    },
  }
}

/** The focused element, looking into open shadow roots (the modal lives in one). */
function deepActive(doc: Document): Element | null {
  let active = doc.activeElement
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement
  return active
}
