// The OTP view: the code mailed to the visitor is typed in the secure frame, laid out over this view's
// code area (this page never sees it); once it is accepted the embedded connector connects (the kernel
// then shows Account). Resend respects the frame host's cooldown.

import { Button, Spinner, Stack, Text, useAirlock, useViewParams } from '@airlock/ui'
import { type ReactElement, useEffect, useRef, useState } from 'react'
import { EMBEDDED_CONNECTOR_ID } from '../constants'
import { AuthInitializationError } from '../errors'
import { useEmailSocialMessages } from '../messages'
import { OTP_FRAME_HEIGHT } from '../runtimeConstants'
import { useEmailSocial, useFailureText, useFrameFollowsLocale } from './useEmailRuntime'

/** Code entry for the email login, in the frame. */
export function OtpView(): ReactElement {
  const { email } = useViewParams('email-social/otp')
  const airlock = useAirlock()
  const handle = useEmailSocial()
  useFrameFollowsLocale()
  const t = useEmailSocialMessages()
  const [error, setError] = useState<unknown>()
  const failureText = useFailureText()
  const [notice, setNotice] = useState<string | undefined>()
  const area = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const runtime = handle.loaded()
    if (!runtime) return
    let live = true
    const release = runtime.setAnchor(area.current ?? undefined)
    runtime
      .loginWithCode(() => airlock.connect(EMBEDDED_CONNECTOR_ID, { showView: false }))
      .catch((failure) => {
        if (!live) return
        if (failure instanceof AuthInitializationError) {
          // The login cannot be used (spec §8): signed out already; say so and start over at Connect.
          airlock.notify(failure)
          void airlock.navigate('Connect', undefined, { mode: 'reset' })
          return
        }
        setError(failure)
      })
    return () => {
      live = false
      release()
    }
  }, [airlock, handle])
  const resend = async () => {
    setError(undefined)
    setNotice(undefined)
    try {
      await (await handle.load()).connectEmail(email)
      setNotice(t.newCodeSent)
    } catch (failure) {
      setError(failure)
    }
  }
  return (
    <div data-testid="otp-view">
      <Stack gap={12} style={{ padding: 16 }}>
        <Text align="center">{t.codeSentTo}</Text>
        <Text variant="body-strong" align="center">
          {email}
        </Text>
        <div ref={area} data-testid="otp-frame-area" style={{ height: OTP_FRAME_HEIGHT }}>
          <Stack center style={{ height: '100%' }}>
            <Spinner />
          </Stack>
        </div>
        {error !== undefined ? (
          <div role="alert">
            <Text variant="small" tone="error" align="center">
              {failureText(error)}
            </Text>
          </div>
        ) : null}
        <Button type="button" variant="ghost" onClick={() => void resend()}>
          {t.resendCode}
        </Button>
        {notice ? (
          <Text variant="small" tone="secondary" align="center">
            {notice}
          </Text>
        ) : null}
      </Stack>
    </div>
  )
}
