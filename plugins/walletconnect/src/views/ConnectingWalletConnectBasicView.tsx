// ConnectingWalletConnectBasic: basic mode and opening rule 2 (no chain adapters): the QR code, plus the
// catalogue's wallets through All Wallets; once paired without adapters, the session with a Disconnect.
import { Button, Icon, ListItem, Text, useAirlock, useAirlockState, useMessages } from '@airlock/ui'
import { observer } from 'mobx-react-lite'
import type { ReactElement } from 'react'
import { WALLETCONNECT_MESSAGES } from '../messages'
import { usePairing } from './usePairing'
import { useWalletConnect } from './useWalletConnect'
import { WalletConnectPanel } from './WalletConnectPanel'

/** The ConnectingWalletConnectBasic view. */
export const ConnectingWalletConnectBasicView = observer(
  function ConnectingWalletConnectBasicView(): ReactElement {
    const airlock = useAirlock()
    const t = useMessages(WALLETCONNECT_MESSAGES)
    const runtime = useWalletConnect()
    const allWallets = useAirlockState((s) => s.features.allWallets)
    const retry = usePairing(airlock, runtime)
    const { session } = runtime.store
    if (session) {
      return (
        <div className="al-connecting" role="status">
          <Text variant="body-strong">{t('connectedTo', { name: session.peerName })}</Text>
          <Button variant="secondary" size="sm" onClick={() => void runtime.connector.disconnect()}>
            {t('disconnect')}
          </Button>
        </div>
      )
    }
    return (
      <div className="al-stack" style={{ gap: 12 }}>
        <WalletConnectPanel runtime={runtime} retry={retry} />
        {allWallets ? (
          <ListItem
            label={t('allWallets')}
            image={
              <span className="al-image" aria-hidden="true">
                <Icon name="grid" />
              </span>
            }
            chevron
            onClick={() => void airlock.navigate('AllWallets')}
          />
        ) : null}
      </div>
    )
  },
)
