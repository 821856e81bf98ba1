// The name field of the register view: autofocused, no autocorrect, with the validation message.
import { Input, useMessages, useTranslateText } from '@airlock/ui'
import type { ReactElement } from 'react'
import { ENS_MESSAGES } from '../messages'

/** Props of {@link NameInput}. */
export interface NameInputProps {
  value: string
  disabled: boolean
  error: string | undefined
  onChange(value: string): void
}

/** The account-name input. */
export function NameInput({ value, disabled, error, onChange }: NameInputProps): ReactElement {
  const t = useMessages(ENS_MESSAGES)
  const translate = useTranslateText()
  return (
    <Input
      label={t('inputLabel')}
      icon="search"
      placeholder={t('placeholder')}
      value={value}
      disabled={disabled}
      error={error === undefined ? undefined : translate(error)}
      autoFocus
      autoComplete="off"
      autoCapitalize="none"
      spellCheck={false}
      data-testid="ens-name-input"
      onChange={(event) => onChange(event.currentTarget.value)}
    />
  )
}
