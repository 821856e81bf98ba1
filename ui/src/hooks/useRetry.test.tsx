import { CONSTANTS } from '@airlock/kernel'
import { act, type ReactElement } from 'react'
import { createRoot } from 'react-dom/client'
import { afterEach, expect, test, vi } from 'vitest'
import { useRetry } from './useRetry'

function Retry({ onRetry }: { onRetry: () => void }): ReactElement {
  const retry = useRetry(onRetry)
  return (
    <button type="button" onClick={retry}>
      Try again
    </button>
  )
}

afterEach(() => {
  vi.useRealTimers()
  document.body.replaceChildren()
})

test('Try again runs at most once per retry interval (1 s); the first click always runs [spec 9.5]', async () => {
  vi.useFakeTimers({ toFake: ['Date'] })
  const attempts = vi.fn()
  const host = document.body.appendChild(document.createElement('div'))
  const root = createRoot(host)
  await act(async () => root.render(<Retry onRetry={attempts} />))
  const click = () => act(async () => host.querySelector('button')!.click())

  await click()
  expect(attempts).toHaveBeenCalledTimes(1)
  vi.advanceTimersByTime(CONSTANTS.RETRY_INTERVAL_MS - 1)
  await click()
  expect(attempts).toHaveBeenCalledTimes(1)
  vi.advanceTimersByTime(1)
  await click()
  expect(attempts).toHaveBeenCalledTimes(2)
  expect(CONSTANTS.RETRY_INTERVAL_MS).toBe(1_000)
  await act(async () => root.unmount())
})
