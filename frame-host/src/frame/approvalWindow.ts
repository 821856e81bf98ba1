// Approval in a window of the frame's own origin, for browsers that cannot tell whether the frame is
// covered by the host page (no IntersectionObserver v2 `isVisible`: Firefox, Safari). A host page can
// lay anything over an iframe, but not over a top-level window of another origin, so there the visitor's
// Approve cannot be a click the page tricked them into.
import {
  APPROVAL_WINDOW_FEATURES,
  APPROVAL_WINDOW_PATH,
  type ApprovalChoice,
  type ApprovalRequest,
  approvalChoiceSchema,
  approvalWindowReadySchema,
} from '../protocol/approvalWindow'
import { PROTOCOL_VERSION } from '../protocol/constants'
import { activeFrameLocale, texts } from './texts'
import { ask, block, clearView, details, el } from './view'

/** What the visitor approves: a title, label/value rows and an optional body (message, typed data). */
export type ApprovalContent = ApprovalRequest['payload']

/** The approval window's page on this origin, in the frame's language. */
function approvalWindowUrl(): string {
  const url = new URL(APPROVAL_WINDOW_PATH, location.origin)
  url.searchParams.set('locale', activeFrameLocale())
  return url.href
}

/** How often the frame looks whether the visitor closed the approval window. */
const CLOSED_POLL_MS = 300

/** Whether this browser reports IntersectionObserver v2 visibility (`isVisible`) on its entries. */
export function canTrackVisibility(): boolean {
  return (
    typeof IntersectionObserverEntry !== 'undefined' && 'isVisible' in IntersectionObserverEntry.prototype
  )
}

/** The approval's rows and body as frame content. */
export function approvalNodes(content: ApprovalContent): Node[] {
  return [details(content.rows), ...(content.body !== undefined ? [block(content.body)] : [])]
}

type WindowResult = ApprovalChoice['payload']['choice'] | 'closed'

/**
 * Shows `content` in `popup` once it says it is ready, and resolves with the visitor's choice there, or
 * 'closed' when they close it without choosing. Only messages from `popup` on this origin count, and a
 * choice only with the id of this request. `settle(result)` ends it from the frame's side (the window
 * closes).
 */
function choiceFrom(
  popup: Window,
  content: ApprovalContent,
): { result: Promise<WindowResult>; settle(result: WindowResult): void } {
  const id = crypto.randomUUID()
  let finish: (result: WindowResult) => void = () => {}
  const result = new Promise<WindowResult>((resolve) => {
    const onMessage = (event: MessageEvent) => {
      if (event.source !== popup || event.origin !== location.origin) return
      if (approvalWindowReadySchema.safeParse(event.data).success) {
        const request: ApprovalRequest = {
          v: PROTOCOL_VERSION,
          id,
          type: 'APPROVAL_REQUEST',
          payload: content,
        }
        popup.postMessage(request, location.origin)
        return
      }
      const choice = approvalChoiceSchema.safeParse(event.data)
      if (choice.success && choice.data.id === id) finish(choice.data.payload.choice)
    }
    const poll = setInterval(() => {
      if (popup.closed) finish('closed')
    }, CLOSED_POLL_MS)
    finish = (value) => {
      window.removeEventListener('message', onMessage)
      clearInterval(poll)
      if (!popup.closed) popup.close()
      resolve(value)
    }
    window.addEventListener('message', onMessage)
  })
  return { result, settle: (value) => finish(value) }
}

/**
 * Asks for approval through a window of the frame's origin: the frame shows what is asked with
 * "Review in a new window" (the click opens the window, which browsers allow only on a click) and
 * Reject; the decision is taken in the window. Closing the window without deciding comes back here.
 *
 * @example
 * const choice = canTrackVisibility() ? await ask(…) : await approveInWindow({ title, rows, body })
 */
export async function approveInWindow(content: ApprovalContent): Promise<'approve' | 'reject'> {
  let notice: string | undefined
  for (;;) {
    const intro: Node[] = [el('p', texts().windowWhy)]
    if (notice) intro.unshift(el('p', notice, { role: 'alert' }))
    const first = await ask(
      content.title,
      [...approvalNodes(content), ...intro],
      [
        { id: 'reject', label: texts().reject },
        { id: 'open-window', label: texts().windowOpen },
      ],
    )
    if (first === 'reject') return 'reject'
    const popup = window.open(approvalWindowUrl(), '_blank', APPROVAL_WINDOW_FEATURES)
    if (!popup) {
      notice = texts().windowBlocked
      continue
    }
    notice = undefined
    const fromWindow = choiceFrom(popup, content)
    void ask(content.title, [el('p', texts().windowWaiting)], [{ id: 'reject', label: texts().reject }]).then(
      () => fromWindow.settle('reject'),
    )
    const outcome = await fromWindow.result
    clearView()
    if (outcome !== 'closed') return outcome
  }
}
