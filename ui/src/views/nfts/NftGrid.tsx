// The NFT grid of the Account view: image, name and collection per card; a card opens the detail view.
import type { ReactElement } from 'react'
import { ScopedStyle } from '../../components/ScopedStyle'
import { Text } from '../../components/Text'
import { useUiMessages } from '../../i18n/useUiMessages'
import { NftImage } from './NftImage'
import { nftStyles } from './nftStyles'
import type { Nft } from './nftTypes'

/** Props of {@link NftGrid}. */
export interface NftGridProps {
  nfts: readonly Nft[]
  /** Opens one NFT (the detail view). */
  onOpen(nft: Nft): void
}

/** A two-column grid of NFT cards (buttons named by the NFT and its collection). */
export function NftGrid({ nfts, onOpen }: NftGridProps): ReactElement {
  const t = useUiMessages()
  return (
    <>
      <ScopedStyle css={nftStyles} />
      <ul className="al-nft-grid" aria-label={t('tabNfts')}>
        {nfts.map((nft) => (
          <li key={nft.id} data-testid="nft-card">
            <button type="button" className="al-nft-card" onClick={() => onOpen(nft)}>
              <NftImage src={nft.imageUrl} />
              <span className="al-nft-card-text">
                <Text variant="small-strong" truncate title={nft.name}>
                  {nft.name}
                </Text>
                <Text variant="micro" tone="secondary" truncate title={nft.collection.name}>
                  {nft.collection.name}
                </Text>
              </span>
            </button>
          </li>
        ))}
      </ul>
    </>
  )
}
