// ConnectingExternal: asks an injected/announced/external wallet to connect; waits, then shows
// 'Signature declined' (or the error) with a retry. On success the kernel moves on to Account.
import { BaseError, ERROR_MESSAGES } from '@airlock/kernel'
import { observer } from 'mobx-react-lite'
import { type ReactElement, useCallback, useEffect, useRef, useState } from 'react'
import { catalogueState } from '../../catalogue/CatalogueState'
import { Button } from '../../components/Button'
import { Icon } from '../../components/Icon'
import { Text } from '../../components/Text'
import { WalletImage } from '../../components/WalletImage'
import { useAirlock } from '../../hooks/useAirlock'
import { useViewParams } from '../../hooks/useViewParams'

/** State of a connection attempt. */
export type AttemptState = { status: 'waiting' } | { status: 'error'; message: string }

/** The message to show for a failed connect: the kernel's catalogue text, 'Signature declined' on rejection. */
export function connectErrorMessage(error: unknown): string {
  if (error instanceof BaseError) return error.shortMessage
  return ERROR_MESSAGES.somethingWentWrong
}

/** Spinning ring around a wallet image; turns red on error. */
export function ConnectingVisual({
  imageUrl,
  name,
  failed,
}: {
  imageUrl: string | undefined
  name: string
  failed: boolean
}): ReactElement {
  return (
    <div className="al-connecting-visual" data-state={failed ? 'error' : 'waiting'}>
      <span className="al-connecting-ring" aria-hidden="true" />
      <WalletImage src={imageUrl} name={name} size={64} decorative />
      {failed ? (
        <span className="al-connecting-badge" aria-hidden="true">
          <Icon name="error" size="sm" />
        </span>
      ) : null}
    </div>
  )
}

/** The ConnectingExternal view. */
export const ConnectingExternalView = observer(function ConnectingExternalView(): ReactElement {
  const airlock = useAirlock()
  const { connectorId } = useViewParams('ConnectingExternal')
  const connector = airlock.stores.connection.connector(connectorId)
  const [state, setState] = useState<AttemptState>({ status: 'waiting' })
  const alive = useRef(true)
  const started = useRef(false)

  const attempt = useCallback(() => {
    setState({ status: 'waiting' })
    airlock.connect(connectorId, connector ? { namespace: connector.chain } : {}).catch((error: unknown) => {
      if (alive.current) setState({ status: 'error', message: connectErrorMessage(error) })
    })
  }, [airlock, connectorId, connector])

  useEffect(() => {
    alive.current = true
    if (!started.current) {
      started.current = true
      attempt()
    }
    return () => {
      alive.current = false
    }
  }, [attempt])

  const name = connector?.name ?? 'Wallet'
  const failed = state.status === 'error'
  return (
    <div className="al-connecting">
      <ConnectingVisual
        imageUrl={
          connector?.imageUrl ??
          (connector?.imageId ? catalogueState(airlock).imageUrl({ image_id: connector.imageId }) : undefined)
        }
        name={name}
        failed={failed}
      />
      <div className="al-stack al-center" style={{ gap: 6 }} aria-live="polite">
        <Text variant="body-strong" tone={failed ? 'error' : 'primary'}>
          {failed ? state.message : `Continue in ${name}`}
        </Text>
        <Text variant="small" tone="secondary" align="center">
          {failed
            ? 'Try again, or go back and pick another wallet'
            : 'Accept the connection request in your wallet'}
        </Text>
      </div>
      <Button
        variant="secondary"
        size="sm"
        icon={<Icon name="refresh" size="sm" />}
        onClick={attempt}
        disabled={!failed}
      >
        Try again
      </Button>
    </div>
  )
})
