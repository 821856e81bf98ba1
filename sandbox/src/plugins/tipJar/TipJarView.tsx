// The tip jar view: the fixed amount, the jar's address, a Send button and the result.
import { formatBalance, shortenAddress } from '@airlock/kernel'
import { Button, Stack, Text, useAirlock } from '@airlock/ui'
import { observer } from 'mobx-react-lite'
import type { ReactElement } from 'react'
import { TIP_JAR_STORE } from './index'

/** The tip jar view (reads this instance's tip jar store from its container). */
export const TipJarView = observer(function TipJarView(): ReactElement {
  const airlock = useAirlock()
  const store = airlock.container.resolve(TIP_JAR_STORE)
  const symbol = airlock.stores.network.activeNetwork.nativeCurrency.symbol
  const { to, amount } = store.options
  return (
    <Stack gap={16} center>
      <Text as="p" variant="large" align="center">
        <span data-testid="tip-amount">{formatBalance(amount, symbol)}</span>
      </Text>
      <Text as="p" variant="small" tone="secondary" align="center" title={to}>
        to {shortenAddress(to)}
      </Text>
      <Button fullWidth loading={store.status === 'sending'} onClick={() => void store.send()}>
        Send tip
      </Button>
      {store.status === 'sent' ? (
        <Text as="p" variant="small" tone="success" align="center">
          <span data-testid="tip-hash" title={store.hash}>
            Tip sent: {shortenAddress(store.hash ?? '')}
          </span>
        </Text>
      ) : null}
      {store.status === 'failed' ? (
        <Text as="p" variant="small" tone="error" align="center">
          {store.error}
        </Text>
      ) : null}
    </Stack>
  )
})
