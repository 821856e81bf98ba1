// The name field of the register view: autofocused, no autocorrect, with the validation message.
import { Input } from '@airlock/ui'
import type { ReactElement } from 'react'
import { ENS_TEXTS } from '../../constants'

/** Props of {@link NameInput}. */
export interface NameInputProps {
  value: string
  disabled: boolean
  error: string | undefined
  onChange(value: string): void
}

/** The account-name input. */
export function NameInput({ value, disabled, error, onChange }: NameInputProps): ReactElement {
  return (
    <Input
      label={ENS_TEXTS.inputLabel}
      icon="search"
      placeholder={ENS_TEXTS.placeholder}
      value={value}
      disabled={disabled}
      error={error}
      autoFocus
      autoComplete="off"
      autoCapitalize="none"
      spellCheck={false}
      data-testid="ens-name-input"
      onChange={(event) => onChange(event.currentTarget.value)}
    />
  )
}
