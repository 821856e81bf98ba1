// Activity tab: the account's history on the active chain, spam dropped, paginated ("Load more" and
// infinite scroll), with loading, empty and error states.
import { formatBalance, type HistoryItem } from '@airlock/kernel'
import { observer } from 'mobx-react-lite'
import { type ReactElement, useEffect, useRef } from 'react'
import { Button } from '../../components/Button'
import { Icon } from '../../components/Icon'
import { Text } from '../../components/Text'
import { useAirlock } from '../../hooks/useAirlock'
import { UI_EN } from '../../i18n/uiMessages'
import { useActiveLocale, useKernelMessages, useUiMessages } from '../../i18n/useUiMessages'
import { SkeletonRows } from './Skeleton'

/** Empty-state text of the Activity tab. */
export const NO_ACTIVITY = UI_EN.noActivity

/** Label of the button that loads the next page. */
export const LOAD_MORE = UI_EN.loadMore

/** The row texts of a history item: title, amount and date. */
export function describeTransaction(
  item: HistoryItem,
  locale = 'en-US',
): {
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
    : mined.toLocaleDateString(locale, { month: 'short', day: 'numeric', year: 'numeric' })
  return {
    title: operation.charAt(0).toUpperCase() + operation.slice(1),
    amount: amount && transfer?.direction === 'out' ? `-${amount}` : amount,
    date,
    direction: transfer?.direction ?? 'self',
  }
}

/** Message keys of the history API's operation types (another type shows capitalised, untranslated). */
const OPERATION_KEYS: Readonly<Record<string, keyof typeof UI_EN | undefined>> = {
  send: 'opSend',
  receive: 'opReceive',
  trade: 'opTrade',
  mint: 'opMint',
  burn: 'opBurn',
  approve: 'opApprove',
  execute: 'opExecute',
  deposit: 'opDeposit',
  withdraw: 'opWithdraw',
  transaction: 'opTransaction',
}

function ActivityRow({ item }: { item: HistoryItem }): ReactElement {
  const t = useUiMessages()
  const locale = useActiveLocale()
  const described = describeTransaction(item, locale === 'en' ? 'en-US' : locale)
  const { amount, date, direction } = described
  const operation = OPERATION_KEYS[item.metadata.operationType ?? 'transaction']
  const title = operation ? t(operation as 'opSend') : described.title
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
  const t = useUiMessages()
  const k = useKernelMessages()
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
        <ul className="al-list" style={{ gap: 0 }} aria-label={t('activity')}>
          {items.map((item) => (
            <ActivityRow key={item.id} item={item} />
          ))}
        </ul>
      ) : null}
      {transactions.loading ? (
        <SkeletonRows rows={items.length > 0 ? 1 : 3} label={t('loadingActivity')} />
      ) : null}
      {transactions.error ? (
        <div className="al-empty" role="alert">
          <span className="al-asset-icon">
            <Icon name="warning" />
          </span>
          <Text tone="secondary">{k('failedToFetchTransactions')}</Text>
          <Button variant="secondary" size="sm" onClick={more}>
            {t('tryAgain')}
          </Button>
        </div>
      ) : null}
      {!transactions.loading && !transactions.error && items.length === 0 ? (
        <div className="al-empty">
          <span className="al-asset-icon">
            <Icon name="refresh" />
          </span>
          <Text tone="secondary">{t('noActivity')}</Text>
        </div>
      ) : null}
      {canLoadMore ? (
        <div ref={sentinel}>
          <Button variant="ghost" size="sm" fullWidth onClick={more}>
            {t('loadMore')}
          </Button>
        </div>
      ) : null}
    </>
  )
})
