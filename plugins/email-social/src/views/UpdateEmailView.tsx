// Update email: the new address is typed here; the change itself is decided in the secure frame, laid out
// over this view's area: the visitor confirms it there, then types the code mailed to the current address
// (which names the new one), then the code mailed to the new address. This page never sees a code.
import { Button, Input, Spinner, Stack, Text, useAirlock } from '@airlock/ui'
import { type FormEvent, type ReactElement, useEffect, useRef, useState } from 'react'
import { isValidEmail } from '../email'
import { useEmailSocialMessages } from '../messages'
import { OTP_FRAME_HEIGHT } from '../runtimeConstants'
import { useEmailSocial, useFailureText, useFrameFollowsLocale } from './useEmailRuntime'

type Step = 'email' | 'frame' | 'done'

/** The email change: the new address here, its confirmation and codes in the frame. */
export function UpdateEmailView(): ReactElement {
  const airlock = useAirlock()
  const handle = useEmailSocial()
  useFrameFollowsLocale()
  const t = useEmailSocialMessages()
  const [step, setStep] = useState<Step>('email')
  const [value, setValue] = useState('')
  const [newEmail, setNewEmail] = useState('')
  const [error, setError] = useState<unknown>()
  const failureText = useFailureText()
  const area = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (step !== 'frame') return
    return handle.loaded()?.setAnchor(area.current ?? undefined)
  }, [handle, step])
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setError(undefined)
    const input = value.trim()
    if (!isValidEmail(input)) return setError(t.invalidEmail)
    setStep('frame')
    try {
      const runtime = await handle.load()
      setNewEmail(await runtime.changeEmail(input))
      setStep('done')
    } catch (failure) {
      setError(failure)
      setStep('email')
    }
  }
  if (step === 'done') {
    return (
      <Stack gap={12} style={{ padding: 16 }}>
        <div data-testid="update-email-done">
          <Text align="center">
            {t.emailIsNow} {newEmail}
          </Text>
        </div>
        <Button fullWidth onClick={() => airlock.back()}>
          {t.done}
        </Button>
      </Stack>
    )
  }
  if (step === 'frame') {
    return (
      <div ref={area} data-testid="update-email-frame-area" style={{ height: OTP_FRAME_HEIGHT, padding: 16 }}>
        <Stack center style={{ height: '100%' }}>
          <Spinner />
        </Stack>
      </div>
    )
  }
  return (
    <form onSubmit={(e) => void submit(e)} noValidate data-testid="update-email-view">
      <Stack gap={12} style={{ padding: 16 }}>
        <Text align="center">{t.newEmailPrompt}</Text>
        <Input
          label={t.newEmail}
          name="new-email"
          type="email"
          inputMode="email"
          value={value}
          error={failureText(error)}
          onChange={(e) => setValue(e.target.value)}
        />
        <Button type="submit" fullWidth disabled={value.trim() === ''}>
          {t.continue}
        </Button>
      </Stack>
    </form>
  )
}
