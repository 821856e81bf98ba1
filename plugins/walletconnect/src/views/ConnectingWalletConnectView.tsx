// ConnectingWalletConnect: QR code, copy link and deep links for one catalogue wallet (or plain WalletConnect).
import { useAirlock, useViewParams } from '@airlock/ui'
import { observer } from 'mobx-react-lite'
import type { ReactElement } from 'react'
import { usePairing } from './usePairing'
import { useWalletConnect } from './useWalletConnect'
import { WalletConnectPanel } from './WalletConnectPanel'

/** The ConnectingWalletConnect view. */
export const ConnectingWalletConnectView = observer(function ConnectingWalletConnectView(): ReactElement {
  const airlock = useAirlock()
  const params = useViewParams('ConnectingWalletConnect')
  const runtime = useWalletConnect()
  const retry = usePairing(airlock, runtime)
  const wallet =
    params?.walletId !== undefined && runtime.wallet?.id === params.walletId ? runtime.wallet : undefined
  return (
    <WalletConnectPanel
      runtime={runtime}
      wallet={wallet}
      walletImageUrl={wallet ? runtime.walletImageUrl : undefined}
      retry={retry}
    />
  )
})
