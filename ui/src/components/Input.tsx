// Labelled text input with an optional leading icon and an error message wired to aria-describedby.
import { forwardRef, type InputHTMLAttributes, useId } from 'react'
import { Icon, type IconName } from './Icon'

/** Props of {@link Input}. */
export interface InputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'className'> {
  /** Accessible label (visually hidden unless `showLabel`). */
  label: string
  /** Show the label above the field. */
  showLabel?: boolean
  /** Leading icon, e.g. 'search'. */
  icon?: IconName
  /** Error text; marks the field invalid. */
  error?: string | undefined
}

/** A themed text field. */
export const Input = forwardRef<HTMLInputElement, InputProps>(function Input(
  { label, showLabel = false, icon, error, id, ...rest },
  ref,
) {
  const autoId = useId()
  const inputId = id ?? `al-input-${autoId}`
  const errorId = `${inputId}-error`
  return (
    <div className="al-stack" style={{ gap: 6 }}>
      <label
        htmlFor={inputId}
        className={showLabel ? 'al-text' : 'al-sr-only'}
        data-variant="small-strong"
        data-tone="secondary"
      >
        {label}
      </label>
      <div className="al-input-wrap" data-invalid={error ? true : undefined}>
        {icon ? <Icon name={icon} size="sm" /> : null}
        <input
          ref={ref}
          id={inputId}
          className="al-input"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          {...rest}
        />
      </div>
      {error ? (
        <span id={errorId} className="al-text" data-variant="small" data-tone="error">
          {error}
        </span>
      ) : null}
    </div>
  )
})
