// AllWallets: search (300 ms wait) over the catalogue, a virtualised 4-column grid loaded page by page,
// arrow-key navigation, and empty and error states.
import { CONSTANTS } from '@airlock/kernel'
import { useVirtualizer } from '@tanstack/react-virtual'
import { observer } from 'mobx-react-lite'
import { type KeyboardEvent, type ReactElement, useCallback, useEffect, useRef, useState } from 'react'
import { catalogueState } from '../../catalogue/CatalogueState'
import type { CatalogueWallet } from '../../catalogue/catalogueTypes'
import { Button } from '../../components/Button'
import { ErrorNotice } from '../../components/ErrorNotice'
import { Icon } from '../../components/Icon'
import { Input } from '../../components/Input'
import { Text } from '../../components/Text'
import { ImagesDeferredContext } from '../../components/WalletImage'
import { useUiOptions } from '../../context/uiOptions'
import { useAirlock } from '../../hooks/useAirlock'
import { useDebouncedValue } from '../../hooks/useDebouncedValue'
import { useKernelMessages, useUiMessages } from '../../i18n/useUiMessages'
import { afterNextPaint } from '../../utils/afterNextPaint'
import { safeImageUrl } from '../../utils/safeImageUrl'
import { openCatalogueWallet } from '../connect/openWalletEntry'
import { gridKeyTarget } from './gridKeys'
import { cellStyle, WalletCard, WalletCardSkeleton } from './WalletCard'
import { prefetchAfterPaint, WalletPager } from './WalletPager'

/** Wallets per grid row. */
export const GRID_COLUMNS = 4
/** Height of a grid row including its gap, px. */
export const GRID_ROW_HEIGHT = 104

/** The AllWallets view. */
export const AllWalletsView = observer(function AllWalletsView(): ReactElement {
  const airlock = useAirlock()
  const t = useUiMessages()
  const k = useKernelMessages()
  const { allowLocalhostImages } = useUiOptions()
  const catalogue = catalogueState(airlock)
  // Image loads (the pager's prefetch and the cards' own) start after the frame that shows the cards' names,
  // for the first page and for each search's answer: a page's images arriving together delayed that frame by
  // hundreds of ms at 4x CPU (each SVG is a document parsed on the main thread), so the grid waited for its
  // pictures. Later pages of the same query are already prefetched when they are scrolled to.
  const [{ pager, images }] = useState(() => {
    const images = prefetchAfterPaint()
    // Its first page was requested as the view was entered, while this code loaded (viewMap's `prepare`).
    const pager = new WalletPager(catalogue, (url) => {
      const safe = safeImageUrl(url, { allowLocalhost: allowLocalhostImages })
      if (safe) images.add(safe)
    })
    return { pager, images }
  })
  const [query, setQuery] = useState('')
  const search = useDebouncedValue(query.trim(), CONSTANTS.WALLET_SEARCH_DEBOUNCE_MS)
  useEffect(() => {
    void pager.search(search)
  }, [pager, search])
  useEffect(
    () => () => {
      pager.dispose()
      images.cancel()
    },
    [pager, images],
  )

  const scroller = useRef<HTMLDivElement>(null)
  const wallets = pager.wallets
  // The query whose cards have been painted (their images may load); null before the first cards.
  const [paintedQuery, setPaintedQuery] = useState<string | null>(null)
  const shownQuery = wallets.length > 0 ? pager.query : null
  const imagesDeferred = paintedQuery !== shownQuery
  useEffect(() => {
    if (shownQuery !== null && imagesDeferred) return afterNextPaint(() => setPaintedQuery(shownQuery))
  }, [shownQuery, imagesDeferred])
  const loadingMore = pager.status === 'loading'
  const rows = Math.ceil(wallets.length / GRID_COLUMNS) + (loadingMore ? (wallets.length === 0 ? 3 : 1) : 0)
  const virtualizer = useVirtualizer({
    count: rows,
    getScrollElement: () => scroller.current,
    estimateSize: () => GRID_ROW_HEIGHT,
    overscan: 4,
  })
  const items = virtualizer.getVirtualItems()
  const lastRow = items[items.length - 1]?.index ?? 0
  useEffect(() => {
    if (pager.status === 'done' && pager.hasMore && lastRow >= Math.ceil(wallets.length / GRID_COLUMNS) - 2) {
      void pager.loadMore()
    }
  }, [pager, lastRow, wallets.length, pager.status])

  // Roving focus: one card is tabbable; arrows move it.
  const [active, setActive] = useState(0)
  const focusAfterRender = useRef<number | undefined>(undefined)
  const activeIndex = Math.min(active, Math.max(0, wallets.length - 1))
  useEffect(() => {
    const index = focusAfterRender.current
    if (index === undefined) return
    const el = scroller.current?.querySelector<HTMLElement>(`[data-index-wallet="${index}"]`)
    if (el) {
      el.focus({ preventScroll: true })
      focusAfterRender.current = undefined
    }
  })
  const keyState = useRef({ activeIndex, count: wallets.length, virtualizer })
  keyState.current = { activeIndex, count: wallets.length, virtualizer }
  // Stable handlers so memoised cards do not re-render when a page is appended.
  const onGridKeyDown = useCallback((event: KeyboardEvent<HTMLButtonElement>) => {
    const { activeIndex: from, count, virtualizer: v } = keyState.current
    const next = gridKeyTarget(event.key, from, count, GRID_COLUMNS)
    if (next === undefined) return
    event.preventDefault()
    setActive(next)
    focusAfterRender.current = next
    v.scrollToIndex(Math.floor(next / GRID_COLUMNS), { align: 'auto' })
  }, [])
  const onSelectWallet = useCallback(
    (wallet: CatalogueWallet) => void openCatalogueWallet(airlock, wallet),
    [airlock],
  )

  const empty = pager.status === 'done' && wallets.length === 0
  const failed = pager.status === 'error' && wallets.length === 0
  return (
    <div className="al-stack" style={{ gap: 12 }}>
      <Input
        label={t('searchWallet')}
        icon="search"
        placeholder={t('searchWallet')}
        type="search"
        autoComplete="off"
        spellCheck={false}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
      />
      {failed ? (
        <ErrorNotice
          title={k('somethingWentWrong')}
          hint={t('errorHint')}
          onRetry={() => void pager.reset(search)}
        />
      ) : empty ? (
        <div className="al-view-error">
          <Icon name="wallet" size="lg" />
          <Text variant="body-strong">{t('noWalletFound')}</Text>
          <Text variant="small" tone="secondary">
            {t('tryAnotherName')}
          </Text>
        </div>
      ) : (
        <div ref={scroller} className="al-wallet-grid-scroll" aria-busy={loadingMore}>
          <ImagesDeferredContext.Provider value={imagesDeferred}>
            <ul
              className="al-wallet-grid"
              aria-label={t('allWalletsList')}
              style={{ height: virtualizer.getTotalSize() }}
            >
              {items.flatMap((row) =>
                Array.from({ length: GRID_COLUMNS }, (_, col) => {
                  const index = row.index * GRID_COLUMNS + col
                  const wallet = wallets[index]
                  if (wallet === undefined) {
                    return loadingMore ? (
                      <WalletCardSkeleton
                        key={`skeleton-${index}`}
                        style={cellStyle(row.start, col, GRID_COLUMNS)}
                      />
                    ) : null
                  }
                  return (
                    <WalletCard
                      key={wallet.id}
                      index={index}
                      total={pager.count}
                      top={row.start}
                      column={col}
                      columns={GRID_COLUMNS}
                      wallet={wallet}
                      imageUrl={catalogue.imageUrl(wallet)}
                      tabbable={index === activeIndex}
                      onFocusIndex={setActive}
                      onSelect={onSelectWallet}
                      onKeyDown={onGridKeyDown}
                    />
                  )
                }),
              )}
            </ul>
          </ImagesDeferredContext.Provider>
        </div>
      )}
      {pager.status === 'error' && wallets.length > 0 ? (
        <Button variant="ghost" size="sm" onClick={() => void pager.loadMore()}>
          {t('loadMore')}
        </Button>
      ) : null}
    </div>
  )
})
