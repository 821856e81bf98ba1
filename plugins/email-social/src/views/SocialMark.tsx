// A provider's mark as text (its initial in a neutral badge): no image request, no brand artwork shipped.
import type { ReactElement } from 'react'
import type { SocialProvider } from '../augment'
import { SOCIAL_PROVIDER_NAMES } from '../socials'

/** The provider's initial, hidden from assistive technology (the button carries the name). */
export function SocialMark({ provider }: { provider: SocialProvider }): ReactElement {
  return (
    <span
      aria-hidden="true"
      data-social-mark={provider}
      style={{ display: 'inline-block', minWidth: 16, fontWeight: 700, textAlign: 'center' }}
    >
      {SOCIAL_PROVIDER_NAMES[provider].slice(0, 1)}
    </span>
  )
}
