// Copies text and reports the result in the snackbar.
import { ERROR_MESSAGES } from '@airlock/kernel'
import { useCallback } from 'react'
import { useAirlock } from './useAirlock'

/** Returns `copy(text, successMessage)`: writes to the clipboard and shows a success or error snackbar. */
export function useCopyToClipboard(): (text: string, successMessage: string) => Promise<boolean> {
  const airlock = useAirlock()
  return useCallback(
    async (text, successMessage) => {
      try {
        await navigator.clipboard.writeText(text)
        airlock.notify(successMessage, 'success')
        return true
      } catch {
        airlock.notify(ERROR_MESSAGES.somethingWentWrong)
        return false
      }
    },
    [airlock],
  )
}
