// UnsupportedChain: the wallet sits on a chain the app does not support; switch to a supported network
// or disconnect.
import { observer } from 'mobx-react-lite'
import { type ReactElement, useState } from 'react'
import { Button } from '../../components/Button'
import { Icon } from '../../components/Icon'
import { Text } from '../../components/Text'
import { useAirlock } from '../../hooks/useAirlock'
import { UI_EN } from '../../i18n/uiMessages'
import { useKernelMessages, useUiMessages } from '../../i18n/useUiMessages'
import { NetworkList } from '../networks/NetworkList'

/** Explanation under the 'Unsupported chain' heading. */
export const UNSUPPORTED_HINT = UI_EN.unsupportedExplanation

/** The UnsupportedChain view (reads the Airlock instance from context; no props). */
export const UnsupportedChainView = observer(function UnsupportedChainView(): ReactElement {
  const airlock = useAirlock()
  const t = useUiMessages()
  const k = useKernelMessages()
  const { network } = airlock.get((s) => s)
  const [disconnecting, setDisconnecting] = useState(false)
  const namespace = network.unsupportedChainId?.split(':')[0]
  const sameNamespace = namespace === undefined ? [] : network.of(namespace)
  const supported = sameNamespace.length > 0 ? sameNamespace : network.all

  const disconnect = async () => {
    setDisconnecting(true)
    try {
      await airlock.disconnect()
      airlock.close()
    } catch {
      // The kernel shows 'Failed to disconnect' in the snackbar.
    } finally {
      setDisconnecting(false)
    }
  }

  return (
    <div className="al-stack" style={{ gap: 16 }} data-testid="unsupported-chain-view">
      <div className="al-stack al-center" style={{ gap: 8 }}>
        <span style={{ color: 'var(--airlock-warning)' }}>
          <Icon name="warning" size="lg" />
        </span>
        <Text as="h2" variant="title" align="center" id="al-unsupported-title">
          {k('unsupportedChain')}
        </Text>
        <Text as="p" variant="small" tone="secondary" align="center">
          {t('unsupportedExplanation')}
        </Text>
      </div>
      <NetworkList
        networks={supported}
        label={t('supportedNetworks')}
        markActive={false}
        onSwitched={() => airlock.back()}
      />
      <Button
        variant="secondary"
        fullWidth
        loading={disconnecting}
        icon={<Icon name="disconnect" size="sm" />}
        onClick={() => void disconnect()}
      >
        {t('disconnect')}
      </Button>
    </div>
  )
})
