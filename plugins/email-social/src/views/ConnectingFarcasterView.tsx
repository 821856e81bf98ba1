// The spec's ConnectingFarcaster view: the frame opens a Farcaster relay channel; its URL shows as a QR
// code (for the Farcaster app on a phone) and a link (the app on this device). Once the Farcaster app
// signed, the frame host checks the signature against the IdRegistry and the embedded connector connects
// (the kernel then shows Account). Leaving the view resets the URL and reloads the frame after 100 ms
// (spec §4), which ends the channel's wait.
import { QrCode, QrCodePlaceholder, Stack, Text, useAirlock } from '@airlock/ui'
import { type ReactElement, useEffect, useState } from 'react'
import { EMBEDDED_CONNECTOR_ID } from '../constants'
import { useEmailSocialMessages } from '../messages'
import { SocialError } from './SocialError'
import { useEmailSocial, useFailureText, useFrameFollowsLocale } from './useEmailRuntime'

/** QR code and link to sign in with the Farcaster app. */
export function ConnectingFarcasterView(): ReactElement {
  const airlock = useAirlock()
  const handle = useEmailSocial()
  useFrameFollowsLocale()
  const t = useEmailSocialMessages()
  const [url, setUrl] = useState<string | undefined>()
  const [error, setError] = useState<unknown>()
  const failureText = useFailureText()
  useEffect(() => {
    let live = true
    let reset: (() => void) | undefined
    void (async () => {
      try {
        const runtime = await handle.load()
        if (!live) return
        reset = () => runtime.farcaster.reset()
        const attempt = runtime.farcaster.begin(() =>
          airlock.connect(EMBEDDED_CONNECTOR_ID, { showView: false }),
        )
        const opened = await attempt.url
        if (live) setUrl(opened)
        await attempt.done
      } catch (failure) {
        if (live) setError(failure)
      }
    })()
    return () => {
      live = false
      reset?.()
    }
  }, [airlock, handle])
  return (
    <div data-testid="connecting-farcaster">
      <Stack gap={12} center style={{ padding: 16 }}>
        {url ? <QrCode value={url} size={232} label={t.farcasterQr} /> : <QrCodePlaceholder size={232} />}
        <Text variant="body-strong" align="center">
          {t.signInWithFarcaster}
        </Text>
        <Text variant="small" tone="secondary" align="center">
          {t.farcasterScan}
        </Text>
        {url ? (
          <a
            className="al-pill"
            data-testid="farcaster-link"
            href={url}
            target="_blank"
            rel="noopener noreferrer"
          >
            {t.openFarcaster}
          </a>
        ) : null}
        <SocialError error={failureText(error)} />
      </Stack>
    </div>
  )
}
