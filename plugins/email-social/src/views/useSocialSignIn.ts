// A social sign-in started by the visitor's click: the popup opens inside the click (nothing awaited
// before `window.open`, or the browser blocks it), then the runtime and frame load, the frame sends the
// popup to the provider, and once it comes back the embedded connector connects (the kernel shows
// Account). A popup the visitor closes leaves everything as it was, with no error.
import { useAirlock } from '@airlock/ui'
import { useCallback, useRef, useState } from 'react'
import type { SocialProvider } from '../augment'
import { EMBEDDED_CONNECTOR_ID } from '../constants'
import type { FrameSocialProvider } from '../runtime/frameSocialSignIn'
import { openSocialPopup, SocialPopupClosedError } from '../runtime/socialPopup'
import { useEmailSocial, useFailureText, useFrameFollowsLocale } from './useEmailRuntime'

/** The state of the social buttons: the provider signing in, the last failure's text. */
export interface SocialSignInState {
  /** Starts a sign-in with `provider`: call it from the click handler itself. */
  start(provider: SocialProvider): void
  /** The provider whose sign-in is under way. */
  busy: SocialProvider | undefined
  /** The last failure's text (cleared by the next attempt). */
  error: string | undefined
}

/**
 * The social buttons' action.
 * @example
 * const social = useSocialSignIn()
 * <Button onClick={() => social.start('github')} loading={social.busy === 'github'}>GitHub</Button>
 */
export function useSocialSignIn(): SocialSignInState {
  const airlock = useAirlock()
  const handle = useEmailSocial()
  useFrameFollowsLocale()
  const [busy, setBusy] = useState<SocialProvider | undefined>()
  const [error, setError] = useState<unknown>()
  const failureText = useFailureText()
  const running = useRef(false)
  const start = useCallback(
    (provider: SocialProvider) => {
      if (running.current) return
      setError(undefined)
      // Farcaster signs in with the Farcaster app: its own view shows the QR code and the link.
      if (provider === 'farcaster') {
        void airlock.navigate('ConnectingFarcaster')
        return
      }
      let popup: ReturnType<typeof openSocialPopup>
      try {
        popup = openSocialPopup(window)
      } catch (failure) {
        setError(failure)
        return
      }
      running.current = true
      setBusy(provider)
      void (async () => {
        try {
          const runtime = await handle.load()
          await runtime.connectSocial(provider as FrameSocialProvider, popup, () =>
            airlock.connect(EMBEDDED_CONNECTOR_ID, { showView: false }),
          )
        } catch (failure) {
          if (!popup.closed) popup.close()
          if (!(failure instanceof SocialPopupClosedError)) setError(failure)
        } finally {
          running.current = false
          setBusy(undefined)
        }
      })()
    },
    [airlock, handle],
  )
  return { start, busy, error: failureText(error) }
}
