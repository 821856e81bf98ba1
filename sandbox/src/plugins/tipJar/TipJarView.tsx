// The tip jar view: the fixed amount, the jar's address, a Send button and the result.
import { formatBalance, shortenAddress } from '@airlock/kernel'
import { Button, Stack, Text, useAirlockState, usePlugin } from '@airlock/ui'
import { observer } from 'mobx-react-lite'
import type { ReactElement } from 'react'

/** The tip jar view (reads the store the plugin exposes; the view shows only once the plugin is set up). */
export const TipJarView = observer(function TipJarView(): ReactElement {
  const plugin = usePlugin('tip-jar')
  const symbol = useAirlockState((s) => s.network.active.nativeCurrency.symbol)
  if (!plugin) throw new Error('The tip jar view needs the tip jar plugin set up')
  const { store } = plugin
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
