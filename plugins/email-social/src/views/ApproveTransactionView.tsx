// The spec's ApproveTransaction view: it only lays out the secure frame (360 × 600); the frame renders the
// request, the requesting origin and its own chain, and opens its approval window, where the visitor
// decides (or shows the recovery code, or asks for it).
import { Spinner, Stack } from '@airlock/ui'
import { type ReactElement, useEffect, useRef } from 'react'
import { useEmailSocial } from './useEmailRuntime'

/** Placeholder the frame is laid out over. */
export function ApproveTransactionView(): ReactElement {
  const handle = useEmailSocial()
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => handle.loaded()?.setAnchor(ref.current ?? undefined), [handle])
  return (
    <div ref={ref} data-testid="approve-transaction" style={{ width: '100%', height: 600 }}>
      <Stack center style={{ height: '100%' }}>
        <Spinner />
      </Stack>
    </div>
  )
}
