// The OTP view: the six-digit code mailed to the visitor; on success the embedded connector connects
// (the kernel then shows Account). Resend respects the frame host's cooldown.

import { Button, Input, Stack, Text, useAirlock, useViewParams } from '@airlock/ui'
import { type FormEvent, type ReactElement, useState } from 'react'
import { EMBEDDED_CONNECTOR_ID } from '../constants'
import { AuthInitializationError } from '../errors'
import { useEmailSocialMessages } from '../messages'
import { errorText, useEmailSocial } from './useEmailRuntime'

/** Code entry for the email login. */
export function OtpView(): ReactElement {
  const { email } = useViewParams('email-social/otp')
  const airlock = useAirlock()
  const handle = useEmailSocial()
  const t = useEmailSocialMessages()
  const [otp, setOtp] = useState('')
  const [error, setError] = useState<string | undefined>()
  const [notice, setNotice] = useState<string | undefined>()
  const [busy, setBusy] = useState(false)
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setBusy(true)
    setError(undefined)
    try {
      const runtime = await handle.load()
      await runtime.connectOtp(otp.trim())
      await airlock.connect(EMBEDDED_CONNECTOR_ID, { showView: false })
    } catch (failure) {
      if (failure instanceof AuthInitializationError) {
        // The login cannot be used (spec §8): signed out already; say so and start over at Connect.
        airlock.notify(failure)
        await airlock.navigate('Connect', undefined, { mode: 'reset' })
        return
      }
      setError(errorText(failure))
    } finally {
      setBusy(false)
    }
  }
  const resend = async () => {
    setError(undefined)
    setNotice(undefined)
    try {
      await (await handle.load()).connectEmail(email)
      setNotice(t.newCodeSent)
    } catch (failure) {
      setError(errorText(failure))
    }
  }
  return (
    <form onSubmit={(e) => void submit(e)} noValidate data-testid="otp-view">
      <Stack gap={12} style={{ padding: 16 }}>
        <Text align="center">{t.codeSentTo}</Text>
        <Text variant="body-strong" align="center">
          {email}
        </Text>
        <Input
          label={t.code}
          name="otp"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          value={otp}
          error={error}
          onChange={(e) => setOtp(e.target.value.replace(/\D/g, ''))}
        />
        <Button type="submit" fullWidth loading={busy} disabled={otp.length !== 6}>
          {t.confirm}
        </Button>
        <Button type="button" variant="ghost" onClick={() => void resend()}>
          {t.resendCode}
        </Button>
        {notice ? (
          <Text variant="small" tone="secondary" align="center">
            {notice}
          </Text>
        ) : null}
      </Stack>
    </form>
  )
}
