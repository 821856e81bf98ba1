// The registration-success view: shown with no way back after a name was registered.
import {
  Avatar,
  Button,
  Stack,
  Text,
  useAirlock,
  useAirlockState,
  useMessages,
  useViewParams,
} from '@airlock/ui'
import { observer } from 'mobx-react-lite'
import type { ReactElement } from 'react'
import { ENS_NAMESPACE, REGISTRATION_SUCCESS_VIEW } from '../../constants'
import { ENS_MESSAGES } from '../messages'

/** The registration-success view. */
export const RegistrationSuccessView = observer(function RegistrationSuccessView(): ReactElement {
  const airlock = useAirlock()
  const t = useMessages(ENS_MESSAGES)
  const { name } = useViewParams(REGISTRATION_SUCCESS_VIEW)
  const address = useAirlockState((s) => s.accountOf(ENS_NAMESPACE).address) ?? ''
  return (
    <Stack gap={16} center style={{ padding: '8px 0' }}>
      <Avatar address={address} size={72} />
      <Stack gap={4} center>
        <Text as="p" variant="small" tone="secondary" align="center">
          {t('successText')}
        </Text>
        <Text as="h2" variant="title" align="center">
          <span data-testid="ens-registered-name">{name}</span>
        </Text>
      </Stack>
      <Button fullWidth onClick={() => void airlock.navigate('Account', undefined, { mode: 'reset' })}>
        {t('backToAccount')}
      </Button>
    </Stack>
  )
})
