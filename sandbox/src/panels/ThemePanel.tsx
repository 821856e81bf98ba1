// Theme mode and variables, changed live through the instance's `setTheme`.
import { observer } from 'mobx-react-lite'
import type { ReactElement } from 'react'
import {
  SANDBOX_LOCALES,
  type SandboxLocale,
  THEME_VARIABLE_KEYS,
  type ThemeVariableKey,
} from '../sandboxState'
import type { SetupPanelProps } from './FeaturesPanel'
import { Panel } from './Panel'

const LOCALE_NAMES: Record<SandboxLocale, string> = { en: 'English', es: 'Español', ar: 'العربية' }

const PLACEHOLDERS: Record<ThemeVariableKey, string> = {
  accent: '#3396ff',
  background: '#121313',
  borderRadiusMaster: '4px',
  fontSizeMaster: '10px',
  fontFamily: 'Inter, sans-serif',
  zIndex: '999',
}

/** Light/dark switch, the modal's language and one text field per theme variable. */
export const ThemePanel = observer(function ThemePanel({
  airlock,
  state,
  onChange,
}: SetupPanelProps): ReactElement {
  const theme = airlock.get((s) => s.theme)
  const setMode = (mode: 'light' | 'dark') => {
    airlock.setTheme({ mode })
    onChange({ themeMode: mode })
  }
  const setVariable = (key: ThemeVariableKey, value: string) => {
    airlock.setTheme({
      variables: { [key]: key === 'zIndex' && /^\d+$/.test(value) ? Number(value) : value },
    })
    onChange({ themeVariables: { ...state.themeVariables, [key]: value } })
  }
  return (
    <Panel title="Theme">
      <fieldset className="sb-row">
        <legend>Mode</legend>
        {(['dark', 'light'] as const).map((mode) => (
          <label key={mode}>
            <input
              type="radio"
              name="sb-theme-mode"
              value={mode}
              checked={theme.mode === mode}
              onChange={() => setMode(mode)}
            />{' '}
            {mode}
          </label>
        ))}
      </fieldset>
      <label className="sb-field">
        <span>locale</span>
        <select
          data-testid="locale-select"
          value={state.locale}
          onChange={(e) => onChange({ locale: e.currentTarget.value as SandboxLocale })}
        >
          {SANDBOX_LOCALES.map((locale) => (
            <option key={locale} value={locale} lang={locale}>
              {LOCALE_NAMES[locale]}
            </option>
          ))}
        </select>
      </label>
      {THEME_VARIABLE_KEYS.map((key) => (
        <label key={key} className="sb-field">
          <span>{key}</span>
          <input
            type="text"
            value={state.themeVariables[key] ?? ''}
            placeholder={PLACEHOLDERS[key]}
            onChange={(e) => setVariable(key, e.currentTarget.value)}
          />
        </label>
      ))}
    </Panel>
  )
})
