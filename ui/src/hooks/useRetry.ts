// A Try again button's action, at most once per retry interval (spec §9: retry interval 1 s), so that a
// double click or an impatient visitor does not start two attempts against the same wallet.
import { CONSTANTS } from '@airlock/kernel'
import { useCallback, useRef } from 'react'

/**
 * Returns `retry` guarded so that a call less than `intervalMs` after the last accepted one is ignored.
 * The first call is always accepted.
 *
 * @example
 * const onTryAgain = useRetry(() => airlock.connect(connectorId).catch(() => undefined))
 * <Button onClick={onTryAgain}>Try again</Button>
 */
export function useRetry(retry: () => void, intervalMs: number = CONSTANTS.RETRY_INTERVAL_MS): () => void {
  const last = useRef<number | undefined>(undefined)
  const latest = useRef(retry)
  latest.current = retry
  return useCallback(() => {
    const now = Date.now()
    if (last.current !== undefined && now - last.current < intervalMs) return
    last.current = now
    latest.current()
  }, [intervalMs])
}
