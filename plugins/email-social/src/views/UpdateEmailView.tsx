// Update email: the new address, then the code mailed to the current address, then the code mailed to
// the new one. The frame host checks both codes.
import { Button, Input, Stack, Text, useAirlock } from '@airlock/ui'
import { type FormEvent, type ReactElement, useState } from 'react'
import { isValidEmail } from '../email'
import { useEmailSocialMessages } from '../messages'
import { errorText, useEmailSocial } from './useEmailRuntime'

type Step = 'email' | 'primary' | 'secondary' | 'done'

const PROMPTS = {
  email: 'newEmailPrompt',
  primary: 'primaryCodePrompt',
  secondary: 'secondaryCodePrompt',
} as const

/** The three steps of an email change. */
export function UpdateEmailView(): ReactElement {
  const airlock = useAirlock()
  const handle = useEmailSocial()
  const t = useEmailSocialMessages()
  const [step, setStep] = useState<Step>('email')
  const [value, setValue] = useState('')
  const [newEmail, setNewEmail] = useState('')
  const [error, setError] = useState<string | undefined>()
  const [busy, setBusy] = useState(false)
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setError(undefined)
    const input = value.trim()
    if (step === 'email' && !isValidEmail(input)) return setError(t.invalidEmail)
    setBusy(true)
    try {
      const runtime = await handle.load()
      if (step === 'email') {
        await runtime.updateEmail(input)
        setNewEmail(input)
        setStep('primary')
      } else if (step === 'primary') {
        await runtime.updateEmailPrimaryOtp(input)
        setStep('secondary')
      } else if (step === 'secondary') {
        setNewEmail(await runtime.updateEmailSecondaryOtp(input))
        setStep('done')
      }
      setValue('')
    } catch (failure) {
      setError(errorText(failure))
    } finally {
      setBusy(false)
    }
  }
  if (step === 'done') {
    return (
      <Stack gap={12} style={{ padding: 16 }}>
        <Text align="center" data-testid="update-email-done">
          {t.emailIsNow} {newEmail}
        </Text>
        <Button fullWidth onClick={() => airlock.back()}>
          {t.done}
        </Button>
      </Stack>
    )
  }
  return (
    <form onSubmit={(e) => void submit(e)} noValidate data-testid="update-email-view">
      <Stack gap={12} style={{ padding: 16 }}>
        <Text align="center">{t[PROMPTS[step]]}</Text>
        <Input
          label={step === 'email' ? t.newEmail : t.code}
          name={step === 'email' ? 'new-email' : `otp-${step}`}
          type={step === 'email' ? 'email' : 'text'}
          inputMode={step === 'email' ? 'email' : 'numeric'}
          value={value}
          error={error}
          onChange={(e) => setValue(e.target.value)}
        />
        <Button type="submit" fullWidth loading={busy} disabled={value.trim() === ''}>
          {t.continue}
        </Button>
        {step !== 'email' ? (
          <Text variant="small" tone="secondary" align="center">
            New email: {newEmail}
          </Text>
        ) : null}
      </Stack>
    </form>
  )
}
