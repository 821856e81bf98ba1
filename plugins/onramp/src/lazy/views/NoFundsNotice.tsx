// The Account view's notice for an empty wallet (the `accountNotices` slot): the active account's native
// balance is zero, so "Buy" is offered before the wallet features.
import type { AccountNoticeEntry } from '@airlock/kernel'
import { Button, observer, useAirlock, useAirlockState, useMessages } from '@airlock/ui'
import { type ReactElement, useId } from 'react'
import { BUY_VIEW } from '../../constants'
import { hasNoFunds } from '../../hasNoFunds'
import { ONRAMP_MESSAGES } from '../messages'
import { Line } from './Line'

/** "Your wallet is empty" with a Buy button opening the Buy view. */
export const NoFundsNotice = observer(function NoFundsNotice(): ReactElement {
  const airlock = useAirlock()
  const t = useMessages(ONRAMP_MESSAGES)
  const symbol = useAirlockState((s) => s.account.balanceSymbol ?? s.network.active.nativeCurrency.symbol)
  const titleId = useId()
  return (
    <section className="al-account-notice" aria-labelledby={titleId} data-testid="onramp-no-funds">
      <Line as="p" variant="body-strong" id={titleId}>
        {t('noFundsTitle')}
      </Line>
      <Line as="p" variant="small" tone="secondary">
        {t('noFundsDetail', { symbol })}
      </Line>
      <Button fullWidth onClick={() => void airlock.navigate(BUY_VIEW)}>
        {t('buyAction')}
      </Button>
    </section>
  )
})

/**
 * The `accountNotices` entry: shown while the active account's native balance is known to be zero and "Buy"
 * could show (the plugin's code loads for it: see `followsStoredPurchase`).
 */
export const noFundsNotice: AccountNoticeEntry = {
  id: 'onramp/no-funds',
  order: 10,
  feature: 'onramp',
  visible: hasNoFunds,
  load: async () => NoFundsNotice,
}
