// NFTs tab: empty state (the blockchain-data API of the spec has no NFT listing endpoint yet).
import type { ReactElement } from 'react'
import { Icon } from '../../components/Icon'
import { Text } from '../../components/Text'

/** Empty-state text of the NFTs tab. */
export const NO_NFTS = 'No NFTs yet'

/** The NFTs tab's content. */
export function NftsTab(): ReactElement {
  return (
    <div className="al-empty">
      <span className="al-asset-icon">
        <Icon name="grid" />
      </span>
      <Text tone="secondary">{NO_NFTS}</Text>
    </div>
  )
}
