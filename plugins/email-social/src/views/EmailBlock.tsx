// The Connect view's email block: one field; sending it loads the runtime and the frame, asks the frame
// host to mail a code, and opens the OTP view.
import { Button, Input, Stack, useAirlock } from '@airlock/ui'
import { type FormEvent, type ReactElement, useState } from 'react'
import { isValidEmail } from '../email'
import { useEmailSocialMessages } from '../messages'
import { useEmailSocial, useFailureText, useFrameFollowsLocale } from './useEmailRuntime'

/** Email field and Continue button. */
export function EmailBlock(): ReactElement {
  const airlock = useAirlock()
  const handle = useEmailSocial()
  useFrameFollowsLocale()
  const t = useEmailSocialMessages()
  const [email, setEmail] = useState('')
  const [error, setError] = useState<unknown>()
  const failureText = useFailureText()
  const [busy, setBusy] = useState(false)
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const value = email.trim()
    if (!isValidEmail(value)) return setError(t.invalidEmail)
    setBusy(true)
    setError(undefined)
    try {
      const runtime = await handle.load()
      await runtime.connectEmail(value)
      await airlock.navigate('email-social/otp', { email: value })
    } catch (failure) {
      setError(failure)
    } finally {
      setBusy(false)
    }
  }
  return (
    <form onSubmit={(e) => void submit(e)} noValidate data-testid="email-block">
      <Stack gap={8}>
        <Input
          label={t.email}
          type="email"
          name="email"
          autoComplete="email"
          placeholder={t.email}
          icon="mail"
          value={email}
          error={failureText(error)}
          onChange={(e) => setEmail(e.target.value)}
          // Warm the runtime chunk while the visitor types (no request leaves until they submit).
          onFocus={() => void import('../runtime/EmailRuntime').catch(() => undefined)}
        />
        <Button type="submit" fullWidth loading={busy} disabled={email.trim() === ''}>
          {t.continue}
        </Button>
      </Stack>
    </form>
  )
}
