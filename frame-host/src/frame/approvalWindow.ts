// Approvals are decided in a window of the frame's own origin, in every browser. A host page can lay
// anything over its iframe, fade it, mask it or zoom it down, and a cross-origin frame cannot prove the
// absence of a CSS mask or zoom (IntersectionObserver v2 reports neither: visibilityProbe.browser.test.ts).
// A top-level window of another origin cannot be styled, covered or scripted by the page, so the
// visitor's Approve there cannot be a click the page tricked them into. The frame shows what is asked
// with "Review in a new window" (the click opens the window, which browsers allow only on a click) and
// Reject; neither can do harm if the page aims a click at it.
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
import { ask, block, CANCELLED, clearView, details, el, warnings } from './view'

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

/** The approval's rows, warnings and body as frame content. */
export function approvalNodes(content: ApprovalContent): Node[] {
  return [
    details(content.rows),
    ...warnings(content.warnings ?? []),
    ...(content.body !== undefined ? [block(content.body)] : []),
  ]
}

type WindowResult = ApprovalChoice['payload']['choice'] | 'closed' | typeof CANCELLED

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
 * "Review in a new window" and Reject; the decision is taken in the window. Closing the window without
 * deciding comes back here. Resolves 'cancelled' when `signal` aborts (a newer request, RPC_ABORT): the
 * window, if open, is closed.
 *
 * @example
 * const choice = await approveInWindow({ title, rows, body }, signal)
 */
export async function approveInWindow(
  content: ApprovalContent,
  signal?: AbortSignal,
): Promise<'approve' | 'reject' | typeof CANCELLED> {
  let notice: string | undefined
  const asked = signal ? { signal } : {}
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
      asked,
    )
    if (first === 'reject' || first === CANCELLED) return first
    const popup = window.open(approvalWindowUrl(), '_blank', APPROVAL_WINDOW_FEATURES)
    if (!popup) {
      notice = texts().windowBlocked
      continue
    }
    notice = undefined
    const fromWindow = choiceFrom(popup, content)
    const onAbort = () => fromWindow.settle(CANCELLED)
    signal?.addEventListener('abort', onAbort)
    // While the window is open the frame offers Reject only; it goes when the window answers.
    const waiting = new AbortController()
    void ask(
      content.title,
      [el('p', texts().windowWaiting)],
      [{ id: 'reject', label: texts().reject, variant: 'secondary' }],
      { signal: waiting.signal },
    ).then((choice) => {
      if (choice !== CANCELLED) fromWindow.settle('reject')
    })
    const outcome = await fromWindow.result
    waiting.abort()
    signal?.removeEventListener('abort', onAbort)
    clearView()
    if (outcome !== 'closed') return outcome
  }
}
