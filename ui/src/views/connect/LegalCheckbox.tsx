// The legal checkbox (`features.legalCheckbox`): the visitor accepts the integrator's terms and privacy
// policy (`config.legal` links, opened in a new tab) before any connect method works. The answer is the
// kernel's (`airlock.acceptLegal`), so every connect path, a plugin's too, is gated by the same state.
import { observer } from 'mobx-react-lite'
import { Fragment, type ReactElement, type ReactNode, useId } from 'react'
import { useAirlock } from '../../hooks/useAirlock'
import { useUiMessages } from '../../i18n/useUiMessages'

/** Markers (private-use characters) the message's placeholders become, then split on. */
const TERMS = '\uE000terms\uE000'
const PRIVACY = '\uE000privacy\uE000'
const MARKED = new RegExp(`(${TERMS}|${PRIVACY})`)

/** An http(s) URL only (the config checked it is absolute); anything else renders as plain text. */
function linkUrl(url: string | undefined): string | undefined {
  if (url === undefined) return undefined
  try {
    const { protocol } = new URL(url)
    return protocol === 'https:' || protocol === 'http:' ? url : undefined
  } catch {
    return undefined
  }
}

function LegalLink({ href, children }: { href: string | undefined; children: string }): ReactElement {
  if (href === undefined) return <>{children}</>
  return (
    <a className="al-legal-link" href={href} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  )
}

/** The checkbox with its sentence; renders nothing while the flag is off. */
export const LegalCheckbox = observer(function LegalCheckbox(): ReactElement | null {
  const airlock = useAirlock()
  const t = useUiMessages()
  const id = useId()
  const on = airlock.get((s) => s.features).legalCheckbox
  const needed = airlock.get((s) => s.connection.legalConsentNeeded)
  if (!on) return null
  const legal = airlock.options.legal
  const links: Record<string, ReactNode> = {
    [TERMS]: <LegalLink href={linkUrl(legal?.termsConditionsUrl)}>{t('legalTerms')}</LegalLink>,
    [PRIVACY]: <LegalLink href={linkUrl(legal?.privacyPolicyUrl)}>{t('legalPrivacy')}</LegalLink>,
  }
  const parts = t('legalAgree', { terms: TERMS, privacy: PRIVACY }).split(MARKED)
  return (
    <div className="al-legal" data-accepted={!needed}>
      <input
        id={id}
        className="al-legal-box"
        type="checkbox"
        checked={!needed}
        onChange={(event) => airlock.acceptLegal(event.currentTarget.checked)}
      />
      <label htmlFor={id} className="al-legal-text">
        {parts.map((part, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the sentence's parts never reorder
          <Fragment key={index}>{links[part] ?? part}</Fragment>
        ))}
      </label>
    </div>
  )
})
