// The NFT detail view: image, name, collection, token id, contract (copyable) and a link to the network's
// block explorer. Opened from the Account view's NFT grid with the NFT as its parameter.
import { shortenAddress } from '@airlock/kernel'
import { observer } from 'mobx-react-lite'
import type { ReactElement } from 'react'
import { Button } from '../../components/Button'
import { Icon } from '../../components/Icon'
import { ScopedStyle } from '../../components/ScopedStyle'
import { Text } from '../../components/Text'
import { useAirlock } from '../../hooks/useAirlock'
import { useCopyToClipboard } from '../../hooks/useCopyToClipboard'
import { useViewParams } from '../../hooks/useViewParams'
import { UI_EN } from '../../i18n/uiMessages'
import { useUiMessages } from '../../i18n/useUiMessages'
import { NftImage } from './NftImage'
import { NftSendForm, nftSender } from './NftSendForm'
import { nftStyles } from './nftStyles'

/** Snackbar text after copying the contract address. */
export const CONTRACT_COPIED = UI_EN.contractCopied

/** The explorer page of an NFT's contract on `explorerUrl` (the address page, as for accounts). */
export function nftExplorerUrl(explorerUrl: string, contract: string): string {
  return `${explorerUrl.replace(/\/+$/, '')}/address/${contract}`
}

/** The NFT detail view (reads the NFT from its view parameters). */
export const NftDetailView = observer(function NftDetailView(): ReactElement {
  const airlock = useAirlock()
  const t = useUiMessages()
  const copy = useCopyToClipboard()
  const { nft } = useViewParams('NftDetails')
  const network = airlock.get((s) => s.network.find(nft.chainId))
  const explorer = network?.blockExplorers?.default
  const sender = nftSender(airlock, nft)
  return (
    <div className="al-nft-detail" data-testid="nft-detail-view">
      <ScopedStyle css={nftStyles} />
      <NftImage src={nft.imageUrl} label={nft.name} />
      <div className="al-stack al-center" style={{ gap: 4 }}>
        <Text as="h2" variant="title" align="center">
          {nft.name}
        </Text>
        <Text as="p" variant="small" tone="secondary" align="center">
          {nft.collection.name}
        </Text>
      </div>
      <dl className="al-nft-facts">
        <dt>
          <Text variant="small">{t('collection')}</Text>
        </dt>
        <dd>
          <Text variant="small-strong">{nft.collection.name}</Text>
        </dd>
        <dt>
          <Text variant="small">{t('tokenId')}</Text>
        </dt>
        <dd>
          <Text variant="small-strong">{nft.tokenId}</Text>
        </dd>
        <dt>
          <Text variant="small">{t('contract')}</Text>
        </dt>
        <dd>
          <Text variant="small-strong" title={nft.contract}>
            {shortenAddress(nft.contract)}
          </Text>
        </dd>
        {network ? (
          <>
            <dt>
              <Text variant="small">{t('network')}</Text>
            </dt>
            <dd>
              <Text variant="small-strong">{network.name}</Text>
            </dd>
          </>
        ) : null}
      </dl>
      {sender ? <NftSendForm airlock={airlock} nft={nft} adapter={sender} /> : null}
      <div className="al-stack" style={{ gap: 8 }}>
        <Button
          variant="secondary"
          fullWidth
          icon={<Icon name="copy" size="sm" />}
          onClick={() => void copy(nft.contract, CONTRACT_COPIED)}
        >
          {t('copyContractAddress')}
        </Button>
        {explorer ? (
          <a
            className="al-btn"
            data-variant="ghost"
            data-size="md"
            data-full="true"
            href={nftExplorerUrl(explorer.url, nft.contract)}
            target="_blank"
            rel="noopener noreferrer"
          >
            <Icon name="external" size="sm" />
            {t('viewOnExplorer', { name: explorer.name })}
          </a>
        ) : null}
      </div>
    </div>
  )
})
