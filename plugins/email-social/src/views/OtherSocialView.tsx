// "Other social": every provider the `socials` flag offers, one row each.
import { ListItem, Spinner, Stack, useAirlockState } from '@airlock/ui'
import type { ReactElement } from 'react'
import { useEmailSocialText } from '../messages'
import { SOCIAL_PROVIDER_NAMES, socialBlockLayout, telegramPlatform } from '../socials'
import { SocialError } from './SocialError'
import { SocialMark } from './SocialMark'
import { useSocialSignIn } from './useSocialSignIn'

/** The full list of social logins. */
export function OtherSocialView(): ReactElement {
  const socials = useAirlockState((s) => s.features.socials)
  const text = useEmailSocialText()
  const social = useSocialSignIn()
  return (
    <div data-testid="other-social-view">
      <Stack gap={4} style={{ padding: 8 }}>
        {socialBlockLayout(socials, telegramPlatform(window)).all.map((provider) => (
          <ListItem
            key={provider}
            label={text('continueWith', { provider: SOCIAL_PROVIDER_NAMES[provider] })}
            image={<SocialMark provider={provider} />}
            end={social.busy === provider ? <Spinner /> : undefined}
            data-social={provider}
            onClick={() => social.start(provider)}
          />
        ))}
        <SocialError error={social.error} />
      </Stack>
    </div>
  )
}
