// NFTs tab: the account's NFTs on the active chain (spam hidden) from the chain plugin's source or the
// blockchain-data API, in a grid; loading, error and empty states; a card opens the NFT detail view.
import { observer } from 'mobx-react-lite'
import type { ReactElement } from 'react'
import { Button } from '../../components/Button'
import { ErrorNotice } from '../../components/ErrorNotice'
import { Icon } from '../../components/Icon'
import { Text } from '../../components/Text'
import { useAirlock } from '../../hooks/useAirlock'
import { UI_EN } from '../../i18n/uiMessages'
import { useUiMessages } from '../../i18n/useUiMessages'
import { NftGrid } from '../nfts/NftGrid'
import { nftSourceFor } from '../nfts/nftSource'
import { useNfts } from '../nfts/useNfts'
import { SkeletonRows } from './Skeleton'

/** Empty-state text of the NFTs tab. */
export const NO_NFTS = UI_EN.noNfts

/** Error text of the NFTs tab. */
export const NFTS_UNAVAILABLE = UI_EN.nftsUnavailable

function Empty(): ReactElement {
  const t = useUiMessages()
  return (
    <div className="al-empty">
      <span className="al-asset-icon">
        <Icon name="grid" />
      </span>
      <Text tone="secondary">{t('noNfts')}</Text>
    </div>
  )
}

/** The NFTs tab's content. */
export const NftsTab = observer(function NftsTab(): ReactElement {
  const airlock = useAirlock()
  const t = useUiMessages()
  const { account, network } = airlock.get((s) => s)
  const active = network.active
  const source = nftSourceFor(airlock, active.chainNamespace)
  const { nfts, loading, error, hasMore, loadMore } = useNfts(source, account.address, active)

  // No chain plugin and no API serve this namespace's NFTs: there are none to show.
  if (!source) return <Empty />
  return (
    <>
      {nfts.length > 0 ? (
        <NftGrid nfts={nfts} onOpen={(nft) => void airlock.navigate('NftDetails', { nft })} />
      ) : null}
      {loading ? <SkeletonRows rows={nfts.length > 0 ? 1 : 3} label={t('loadingNfts')} /> : null}
      {error ? <ErrorNotice title={t('nftsUnavailable')} hint={t('errorHint')} onRetry={loadMore} /> : null}
      {!loading && !error && nfts.length === 0 && !hasMore ? <Empty /> : null}
      {!loading && !error && hasMore ? (
        <Button variant="ghost" size="sm" fullWidth onClick={loadMore}>
          {t('loadMore')}
        </Button>
      ) : null}
    </>
  )
})
