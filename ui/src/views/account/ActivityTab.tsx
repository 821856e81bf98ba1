// Activity tab: the account's history on the active chain, spam dropped, paginated ("Load more" and
// infinite scroll), with loading, empty and error states.
import { ERROR_MESSAGES, formatBalance, type HistoryItem } from '@airlock/kernel'
import { observer } from 'mobx-react-lite'
import { type ReactElement, useEffect, useRef } from 'react'
import { Button } from '../../components/Button'
import { Icon } from '../../components/Icon'
import { Text } from '../../components/Text'
import { useAirlock } from '../../hooks/useAirlock'
import { SkeletonRows } from './Skeleton'

/** Empty-state text of the Activity tab. */
export const NO_ACTIVITY = 'No activity yet'

/** Label of the button that loads the next page. */
export const LOAD_MORE = 'Load more'

/** The row texts of a history item: title, amount and date. */
export function describeTransaction(item: HistoryItem): {
  title: string
  amount: string
  date: string
  direction: string
} {
  const transfer = item.transfers[0]
  const operation = item.metadata.operationType ?? 'transaction'
  const symbol = transfer?.fungible_info?.symbol ?? ''
  const numeric = transfer?.quantity?.numeric
  const amount = transfer?.nft_info
    ? (transfer.nft_info.name ?? 'NFT')
    : numeric === undefined
      ? ''
      : formatBalance(numeric, symbol || undefined)
  const mined = new Date(item.metadata.minedAt)
  const date = Number.isNaN(mined.getTime())
    ? ''
    : mined.toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' })
  return {
    title: operation.charAt(0).toUpperCase() + operation.slice(1),
    amount: amount && transfer?.direction === 'out' ? `-${amount}` : amount,
    date,
    direction: transfer?.direction ?? 'self',
  }
}

function ActivityRow({ item }: { item: HistoryItem }): ReactElement {
  const { title, amount, date, direction } = describeTransaction(item)
  return (
    <li className="al-asset-row" data-testid="activity-row">
      <span className="al-asset-icon" data-direction={direction} aria-hidden="true">
        <Icon name={direction === 'in' ? 'arrowDown' : direction === 'out' ? 'arrowUp' : 'swap'} />
      </span>
      <span className="al-asset-main">
        <Text variant="body-strong">{title}</Text>
        <Text variant="small" tone="secondary">
          {date}
        </Text>
      </span>
      <span className="al-asset-end">
        <Text variant="small-strong" tone={direction === 'in' ? 'success' : 'primary'}>
          {amount}
        </Text>
      </span>
    </li>
  )
}

/** The Activity tab's content. */
export const ActivityTab = observer(function ActivityTab(): ReactElement {
  const airlock = useAirlock()
  const { transactions, network } = airlock.stores
  const address = airlock.stores.account.active.address
  const chainId = network.activeNetwork.caipNetworkId
  const sentinel = useRef<HTMLDivElement>(null)

  // biome-ignore lint/correctness/useExhaustiveDependencies: load once per address and active chain
  useEffect(() => {
    if (!address || transactions.loading) return
    if (transactions.activeTransactions.length > 0) return
    transactions.reset(address)
    void transactions.fetch(address)
  }, [address, chainId])

  const canLoadMore = transactions.hasMore && !transactions.loading && !transactions.error
  useEffect(() => {
    const target = sentinel.current
    if (!target || !address || !canLoadMore || typeof IntersectionObserver !== 'function') return
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) void transactions.fetch(address)
    })
    observer.observe(target)
    return () => observer.disconnect()
  }, [address, canLoadMore, transactions])

  const items = transactions.activeTransactions
  const more = () => {
    if (address) void transactions.fetch(address)
  }
  return (
    <>
      {items.length > 0 ? (
        <ul className="al-list" style={{ gap: 0 }} aria-label="Activity">
          {items.map((item) => (
            <ActivityRow key={item.id} item={item} />
          ))}
        </ul>
      ) : null}
      {transactions.loading ? (
        <SkeletonRows rows={items.length > 0 ? 1 : 3} label="Loading activity" />
      ) : null}
      {transactions.error ? (
        <div className="al-empty" role="alert">
          <span className="al-asset-icon">
            <Icon name="warning" />
          </span>
          <Text tone="secondary">{ERROR_MESSAGES.failedToFetchTransactions}</Text>
          <Button variant="secondary" size="sm" onClick={more}>
            Try again
          </Button>
        </div>
      ) : null}
      {!transactions.loading && !transactions.error && items.length === 0 ? (
        <div className="al-empty">
          <span className="al-asset-icon">
            <Icon name="refresh" />
          </span>
          <Text tone="secondary">{NO_ACTIVITY}</Text>
        </div>
      ) : null}
      {canLoadMore ? (
        <div ref={sentinel}>
          <Button variant="ghost" size="sm" fullWidth onClick={more}>
            {LOAD_MORE}
          </Button>
        </div>
      ) : null}
    </>
  )
})
