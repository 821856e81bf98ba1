// The approval window's page (served at /approve on the frame host): it shows what the frame that opened
// it asks the visitor to approve and posts the choice back. Only the opener on this same origin is
// heard; the request must have the exact shape; a window opened by anyone else shows a notice and
// cannot approve anything (the frame listens only to the window it opened).
import {
  type ApprovalChoice,
  type ApprovalWindowReady,
  approvalRequestSchema,
} from '../protocol/approvalWindow'
import { PROTOCOL_VERSION } from '../protocol/constants'
import { approvalNodes } from './approvalWindow'
import { showable } from './showable'
import { applyFrameLanguage, chooseFrameLocale, texts } from './texts'
import { ask } from './view'

/** When a window whose frame never took its choice (the frame went away) closes itself. */
const SELF_CLOSE_MS = 10_000

/** Whether `other` is a window of this origin (reading a cross-origin window's location throws). */
function sameOrigin(other: Window): boolean {
  try {
    return other.location.origin === location.origin
  } catch {
    return false
  }
}

function start(): void {
  chooseFrameLocale(new URLSearchParams(location.search).get('locale'))
  applyFrameLanguage(document.documentElement)
  const main = document.getElementById('airlock-frame')!
  const opener = window.opener as Window | null
  // Only the secure frame, on this same origin, opens this window. Opened by anyone else (a page that
  // window.open()s /approve, a link, a typed address), it says so instead of waiting for a request no
  // one it trusts will send.
  if (!opener || !sameOrigin(opener)) {
    main.textContent = texts().notOpenedByFrame
    return
  }
  const onRequest = (event: MessageEvent) => {
    if (event.source !== opener || event.origin !== location.origin) return
    const request = approvalRequestSchema.safeParse(event.data)
    if (!request.success) return
    window.removeEventListener('message', onRequest)
    const { id, payload } = request.data
    document.title = showable(payload.title)
    void ask(
      payload.title,
      approvalNodes(payload),
      [
        { id: 'reject', label: texts().reject },
        { id: 'approve', label: texts().approve },
      ],
      { deliberate: true },
    ).then((choice) => {
      const answer: ApprovalChoice = {
        v: PROTOCOL_VERSION,
        id,
        type: 'APPROVAL_CHOICE',
        payload: { choice: choice === 'approve' ? 'approve' : 'reject' },
      }
      opener.postMessage(answer, location.origin)
      // The frame closes this window once it has the choice. Closing it here raced the message: the frame
      // watches for the window closing (the visitor's way of going back) and could see it closed before the
      // choice reached it, which then counted as no choice (the likely cause of a hang seen once on a loaded
      // machine). Only a window whose frame is gone closes itself, after a delay no message takes.
      setTimeout(() => window.close(), SELF_CLOSE_MS)
    })
  }
  window.addEventListener('message', onRequest)
  const ready: ApprovalWindowReady = {
    v: PROTOCOL_VERSION,
    id: crypto.randomUUID(),
    type: 'APPROVAL_WINDOW_READY',
    payload: {},
  }
  opener.postMessage(ready, location.origin)
}

start()
