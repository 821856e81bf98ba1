// ConnectingWalletConnect: QR code, copy link and deep links for one catalogue wallet (or plain WalletConnect).
import { observer } from 'mobx-react-lite'
import type { ReactElement } from 'react'
import { catalogueState } from '../../catalogue/CatalogueState'
import { useAirlock } from '../../hooks/useAirlock'
import { useViewParams } from '../../hooks/useViewParams'
import { WalletConnectPanel } from './WalletConnectPanel'

/** The ConnectingWalletConnect view. */
export const ConnectingWalletConnectView = observer(function ConnectingWalletConnectView(): ReactElement {
  const airlock = useAirlock()
  const params = useViewParams('ConnectingWalletConnect')
  const catalogue = catalogueState(airlock)
  const wallet = params?.walletId ? catalogue.wallet(params.walletId) : undefined
  return (
    <WalletConnectPanel wallet={wallet} walletImageUrl={wallet ? catalogue.imageUrl(wallet) : undefined} />
  )
})
