// The SIWXSignMessage view: the app's name and icon, the domain the message is for, what signing means
// and what Cancel does, then Cancel and Sign. Sign is disabled while a request is in flight (one
// signature request at a time); the flow itself is the plugin's (usePlugin('siwx')).
import {
  Avatar,
  Button,
  Row,
  Stack,
  safeImageUrl,
  Text,
  useAirlock,
  useMessages,
  usePlugin,
  useUiOptions,
  useViewParams,
  useWatched,
} from '@airlock/ui'
import type { ReactElement } from 'react'
import { SIWX_MESSAGES } from '../plugin/messages'
import type { SiwxSnapshot } from '../plugin/siwxState'

const IDLE: SiwxSnapshot = { session: undefined, signing: false, required: false }

/** The sign-in view (a gate after connect). */
export function SiwxSignMessageView(): ReactElement {
  const airlock = useAirlock()
  const t = useMessages(SIWX_MESSAGES)
  const { address } = useViewParams('SIWXSignMessage')
  const api = usePlugin('siwx')
  const { allowLocalhostImages } = useUiOptions()
  const { signing, required } = useWatched(
    airlock,
    (a) => a.plugin('siwx')?.getState() ?? IDLE,
    (a, listener) => a.plugin('siwx')?.watchState(listener) ?? (() => undefined),
  )
  const name = api?.app.name ?? ''
  const icon = safeImageUrl(api?.app.icon, { allowLocalhost: allowLocalhostImages })
  const domain = typeof location === 'undefined' ? '' : location.host
  return (
    <Stack gap={16} center style={{ padding: '8px 0' }}>
      <Row gap={12} center>
        {icon ? <img src={icon} alt="" width={56} height={56} style={{ borderRadius: 16 }} /> : null}
        <Avatar address={address} size={56} />
      </Row>
      <Text as="h2" variant="title" align="center">
        {t('request', { name })}
      </Text>
      <Text as="p" variant="small" tone="secondary" align="center">
        {`${t('domain')}: `}
        <span data-testid="siwx-domain">{domain}</span>
      </Text>
      <Text as="p" variant="small" tone="secondary" align="center">
        {t('explanation')} {required ? t('cancelDisconnects') : t('cancelSignsOut')}
      </Text>
      <Row gap={8} style={{ width: '100%' }}>
        <Button variant="secondary" fullWidth onClick={() => void api?.cancel()}>
          {t('cancel')}
        </Button>
        <Button fullWidth loading={signing} disabled={signing} onClick={() => void api?.signIn()}>
          {signing ? t('signing') : t('sign')}
        </Button>
      </Row>
    </Stack>
  )
}
