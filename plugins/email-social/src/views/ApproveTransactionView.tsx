// The spec's ApproveTransaction view: it only lays out the secure frame (360 × 600, shorter in a short
// viewport: the frame counts a click only while it is wholly in view, so it must never reach past the
// dialog; its page scrolls its own content above its buttons); the frame renders the
// request, the requesting origin and its own chain, and opens its approval window, where the visitor
// decides (or shows the recovery code, or asks for it).
import { Spinner, Stack } from '@airlock/ui'
import { type ReactElement, useEffect, useRef } from 'react'
import { useEmailSocial, useFrameFollowsLocale } from './useEmailRuntime'

/**
 * The placeholder's height: 600 px, or what the dialog can show without scrolling (the viewport less the
 * dialog's 32 px margin, its 60 px header and the view's 24 px padding, and 16 px to spare).
 */
export const FRAME_PLACEHOLDER_HEIGHT = 'min(600px, calc(100vh - 132px))'

/** Placeholder the frame is laid out over. */
export function ApproveTransactionView(): ReactElement {
  const handle = useEmailSocial()
  useFrameFollowsLocale()
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => handle.loaded()?.setAnchor(ref.current ?? undefined), [handle])
  return (
    <div
      ref={ref}
      data-testid="approve-transaction"
      style={{ width: '100%', height: FRAME_PLACEHOLDER_HEIGHT }}
    >
      <Stack center style={{ height: '100%' }}>
        <Spinner />
      </Stack>
    </div>
  )
}
