// A code typed in the frame (login, email change): the visitor reads it in their mailbox and types it
// here, so the app's page never holds it and cannot pass it to anyone (issue #28, findings 5 and 6).
import { FRAME_ERROR_CODES, FRAME_ERROR_MESSAGES } from '../protocol/errors'
import { FrameError } from './api'
import { codeCells } from './codeCells'
import { fill, texts } from './texts'
import { ask, CANCELLED, el } from './view'

/** What the visitor sees above the code field. */
export interface CodeEntry {
  title: string
  body: string
  /** Whether the visitor may cancel in the frame (an email change; a login is left in the app). */
  cancellable?: boolean
}

/** The frame's words for a code the host refused. */
export function codeErrorText(error: unknown): string {
  if (!(error instanceof FrameError)) return FRAME_ERROR_MESSAGES.generic
  const t = texts()
  switch (error.code) {
    case 'INVALID_CODE':
      return fill(t.codeWrong, { left: String(error.attemptsLeft ?? 0) })
    case 'EXPIRED':
      return t.codeExpired
    case 'LOCKED':
      return t.codeLocked
    case 'NO_CODE':
      return t.codeMissing
    case 'RATE_LIMITED':
    case FRAME_ERROR_CODES.cooldown:
      return fill(t.tooManyAttempts, { seconds: String(error.retryAfterSeconds ?? 60) })
    default:
      return error.message || FRAME_ERROR_MESSAGES.generic
  }
}

/**
 * Asks for a code until `submit(code)` accepts one, showing the host's refusals in the frame's words.
 * Resolves with what `submit` returned; throws 4001 when the visitor cancels, 'Request was aborted' when
 * `signal` aborts.
 * @example
 * const session = await askCode({ title, body }, (otp) => api('POST', '/api/email/verify', { … otp }))
 */
export async function askCode<T>(
  entry: CodeEntry,
  submit: (code: string) => Promise<T>,
  signal?: AbortSignal,
): Promise<T> {
  let message: string | undefined
  for (;;) {
    const cells = codeCells(texts().otpLabel)
    const content: Node[] = [el('p', entry.body), cells.element]
    if (message) content.unshift(el('p', message, { role: 'alert' }))
    const choice = await ask(
      entry.title,
      content,
      [
        ...(entry.cancellable ? [{ id: 'cancel', label: texts().cancel }] : []),
        { id: 'confirm', label: texts().confirm },
      ],
      { submitOnEnter: 'confirm', ...(signal ? { signal } : {}) },
    )
    if (choice === CANCELLED)
      throw new FrameError(FRAME_ERROR_MESSAGES.aborted, FRAME_ERROR_CODES.userRejected)
    if (choice === 'cancel')
      throw new FrameError(FRAME_ERROR_MESSAGES.userRejected, FRAME_ERROR_CODES.userRejected)
    const code = cells.value()
    try {
      return await submit(code)
    } catch (error) {
      message = codeErrorText(error)
    }
  }
}
