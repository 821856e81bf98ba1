// The Connect view's social block: the `socials` flag's first provider as a wide button, the next ones
// as icons, the rest behind "Other social" (a view listing them all). The plugin hides the block when
// the list offers nothing.
import { Button, Row, Stack, useAirlock, useAirlockState } from '@airlock/ui'
import type { ReactElement } from 'react'
import { useEmailSocialMessages, useEmailSocialText } from '../messages'
import { SOCIAL_PROVIDER_NAMES, socialBlockLayout, telegramPlatform } from '../socials'
import { SocialError } from './SocialError'
import { SocialMark } from './SocialMark'
import { useSocialSignIn } from './useSocialSignIn'

/** Social sign-in buttons. */
export function SocialBlock(): ReactElement | null {
  const airlock = useAirlock()
  const socials = useAirlockState((s) => s.features.socials)
  const t = useEmailSocialMessages()
  const text = useEmailSocialText()
  const social = useSocialSignIn()
  const layout = socialBlockLayout(socials, telegramPlatform(window))
  if (!layout.wide) return null
  const wide = layout.wide
  const continueWith = (provider: keyof typeof SOCIAL_PROVIDER_NAMES) =>
    text('continueWith', { provider: SOCIAL_PROVIDER_NAMES[provider] })
  return (
    <div data-testid="social-block">
      <Stack gap={8}>
        <Button
          variant="secondary"
          fullWidth
          icon={<SocialMark provider={wide} />}
          loading={social.busy === wide}
          data-social={wide}
          onClick={() => social.start(wide)}
        >
          {continueWith(wide)}
        </Button>
        {layout.icons.length > 0 || layout.more ? (
          <Row gap={8}>
            {layout.icons.map((provider) => (
              <Button
                key={provider}
                variant="secondary"
                fullWidth
                aria-label={continueWith(provider)}
                title={continueWith(provider)}
                loading={social.busy === provider}
                data-social={provider}
                onClick={() => social.start(provider)}
              >
                <SocialMark provider={provider} />
              </Button>
            ))}
            {layout.more ? (
              <Button
                variant="secondary"
                fullWidth
                aria-label={t.otherSocial}
                title={t.otherSocial}
                data-social="other"
                onClick={() => void airlock.navigate('email-social/socials')}
              >
                <span aria-hidden="true">…</span>
              </Button>
            ) : null}
          </Row>
        ) : null}
        <SocialError error={social.error} />
      </Stack>
    </div>
  )
}
