// Activity tab: the account's history on the active chain, spam dropped, paginated ("Load more" and
// infinite scroll), with loading, empty and error states.
import type { HistoryItem } from '@airlock/kernel'
import { observer } from 'mobx-react-lite'
import { type ReactElement, useEffect, useRef } from 'react'
import { Button } from '../../components/Button'
import { ErrorNotice } from '../../components/ErrorNotice'
import { Icon } from '../../components/Icon'
import { Text } from '../../components/Text'
import { useAirlock } from '../../hooks/useAirlock'
import { formatTokenAmount } from '../../i18n/formatAmount'
import { UI_EN } from '../../i18n/uiMessages'
import { useActiveLocale, useKernelMessages, useUiMessages } from '../../i18n/useUiMessages'
import { SkeletonRows } from './Skeleton'

/** Empty-state text of the Activity tab. */
export const NO_ACTIVITY = UI_EN.noActivity

/** Label of the button that loads the next page. */
export const LOAD_MORE = UI_EN.loadMore

/** The texts of one Activity row. */
export interface TransactionTexts {
  title: string
  amount: string
  date: string
  direction: string
}

/**
 * The row texts of a history item: title, amount (an outgoing one signed as `locale` writes a negative
 * number, 3 decimals cut, the locale's grouping; an NFT's name) and date.
 *
 * @example
 * describeTransaction(item, 'es').amount // '-1.234,5 ETH' for an outgoing 1234.5 ETH
 */
export function describeTransaction(item: HistoryItem, locale = 'en-US'): TransactionTexts {
  const transfer = item.transfers[0]
  const operation = item.metadata.operationType ?? 'transaction'
  const out = transfer?.direction === 'out'
  const mined = new Date(item.metadata.minedAt)
  return {
    title: operation.charAt(0).toUpperCase() + operation.slice(1),
    amount: transferAmount(transfer, out, locale),
    date: Number.isNaN(mined.getTime())
      ? ''
      : mined.toLocaleDateString(locale, { month: 'short', day: 'numeric', year: 'numeric' }),
    direction: transfer?.direction ?? 'self',
  }
}

function transferAmount(
  transfer: HistoryItem['transfers'][number] | undefined,
  out: boolean,
  locale: string,
): string {
  if (!transfer) return ''
  if (transfer.nft_info) {
    const name = transfer.nft_info.name ?? 'NFT'
    return out ? `-${name}` : name
  }
  const numeric = transfer.quantity?.numeric
  if (numeric === undefined) return ''
  const signed = out && !numeric.trim().startsWith('-') ? `-${numeric}` : numeric
  return formatTokenAmount(signed, locale, transfer.fungible_info?.symbol || undefined)
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
          <bdi>{amount}</bdi>
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
  const { history, account, network } = airlock.get((s) => s)
  const address = account.address
  const chainId = network.active.caipNetworkId
  const sentinel = useRef<HTMLDivElement>(null)

  // The first page, once per address and active chain, and again when the kernel starts the history over
  // (a confirmed transaction, a balance that changed): nothing loaded, nothing loading, not complete.
  const startOver = history.items.length === 0 && !history.loading && !history.complete && !history.error
  // biome-ignore lint/correctness/useExhaustiveDependencies: load once per address, chain and start-over
  useEffect(() => {
    if (!address || history.loading || history.items.length > 0) return
    void airlock.loadHistory()
  }, [address, chainId, startOver])

  const canLoadMore = history.hasMore && !history.loading && !history.error
  useEffect(() => {
    const target = sentinel.current
    if (!target || !address || !canLoadMore || typeof IntersectionObserver !== 'function') return
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) void airlock.loadHistory()
    })
    observer.observe(target)
    return () => observer.disconnect()
  }, [address, canLoadMore, airlock])

  const items = history.items
  const more = () => void airlock.loadHistory()
  return (
    <>
      {items.length > 0 ? (
        <ul className="al-list" style={{ gap: 0 }} aria-label={t('activity')}>
          {items.map((item) => (
            <ActivityRow key={item.id} item={item} />
          ))}
        </ul>
      ) : null}
      {history.loading ? <SkeletonRows rows={items.length > 0 ? 1 : 3} label={t('loadingActivity')} /> : null}
      {history.error ? (
        <ErrorNotice title={k('failedToFetchTransactions')} hint={t('errorHint')} onRetry={more} />
      ) : null}
      {!history.loading && !history.error && items.length === 0 ? (
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
