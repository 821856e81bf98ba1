// The approval window: where a browser cannot tell whether the frame is covered (no IntersectionObserver
// v2), the frame opens a window of its own origin for the approval. The frame and that window talk by
// postMessage with the frame's origin as target; each side accepts only the other's window (the opener,
// or the window it opened) and these strict shapes.
import * as z from 'zod/mini'
import { envelope } from './appEvents'
import { boundedString } from './primitives'

/** Path of the approval window's page on the frame host. */
export const APPROVAL_WINDOW_PATH = '/approve'

/** The window's name and features: a small popup, not a tab. */
export const APPROVAL_WINDOW_FEATURES = 'popup,width=420,height=640'

/** The window is loaded and listening: posted to `window.opener` (the frame). */
export const approvalWindowReadySchema = envelope('APPROVAL_WINDOW_READY', z.strictObject({}))

/** What to approve, posted by the frame to the window it opened. The `id` answers come back with. */
export const approvalRequestSchema = envelope(
  'APPROVAL_REQUEST',
  z.strictObject({
    title: boundedString(200),
    rows: z.array(z.tuple([boundedString(200), boundedString(4096)])).check(z.maxLength(128)),
    /** What the visitor must not miss: an unknown program, an owner change, an unlimited allowance. */
    warnings: z.optional(z.array(boundedString(1024)).check(z.maxLength(32))),
    body: z.optional(boundedString(128 * 1024)),
  }),
)

/** The visitor's choice, posted by the window to the frame with the request's id. */
export const approvalChoiceSchema = envelope(
  'APPROVAL_CHOICE',
  z.strictObject({ choice: z.enum(['approve', 'reject']) }),
)

/** READY from the approval window. */
export type ApprovalWindowReady = z.infer<typeof approvalWindowReadySchema>
/** The request the frame shows in the approval window. */
export type ApprovalRequest = z.infer<typeof approvalRequestSchema>
/** The visitor's answer from the approval window. */
export type ApprovalChoice = z.infer<typeof approvalChoiceSchema>
