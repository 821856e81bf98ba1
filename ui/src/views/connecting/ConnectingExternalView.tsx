// ConnectingExternal: the state of a connect the kernel runs (waiting for the wallet, or 'Connection
// declined' for a refusal / the error, with a retry). On success the kernel moves on to Account.
import { BaseError, ERROR_MESSAGES, SignatureDeclinedError } from '@airlock/kernel'
import { observer } from 'mobx-react-lite'
import type { ReactElement } from 'react'
import { catalogueState } from '../../catalogue/CatalogueState'
import { Button } from '../../components/Button'
import { Icon } from '../../components/Icon'
import { Text } from '../../components/Text'
import { WalletImage } from '../../components/WalletImage'
import { useAirlock } from '../../hooks/useAirlock'
import { useRetry } from '../../hooks/useRetry'
import { useViewParams } from '../../hooks/useViewParams'
import { useErrorText, useUiMessages } from '../../i18n/useUiMessages'

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

/**
 * The ConnectingExternal view: it only renders the kernel's state. `airlock.connect(connectorId)` shows it,
 * asks the wallet and replaces it with Account on success; a failure comes from
 * `connection.lastError(id)` (shown by its key), and Try again calls `airlock.connect` again (the kernel keeps this view).
 */
export const ConnectingExternalView = observer(function ConnectingExternalView(): ReactElement {
  const airlock = useAirlock()
  const t = useUiMessages()
  const errorText = useErrorText()
  const { connectorId } = useViewParams('ConnectingExternal')
  const connector = airlock.get((s) => s.connection.connector(connectorId))
  const error = airlock.get((s) => s.connection.lastError(connectorId))
  const retry = useRetry(() => {
    // The failure lands in lastError (and the snackbar); nothing more to do with it here.
    airlock.connect(connectorId).catch(() => undefined)
  })

  const name = connector?.name ?? t('wallet')
  const failed = error !== undefined
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
          {failed
            ? error instanceof SignatureDeclinedError
              ? t('connectionDeclined')
              : errorText(error)
            : t('continueIn', { name })}
        </Text>
        <Text variant="small" tone="secondary" align="center">
          {failed ? t('tryAgainOrPick') : t('acceptRequest')}
        </Text>
      </div>
      <Button
        variant="secondary"
        size="sm"
        icon={<Icon name="refresh" size="sm" />}
        onClick={retry}
        disabled={!failed}
      >
        {t('tryAgain')}
      </Button>
    </div>
  )
})
