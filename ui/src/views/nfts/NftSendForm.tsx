// Sending an NFT from its detail view, where the chain plugin can (`prepareNftTransfer`): the receiver
// (checked with the chain's address rule), the network fee shown before anything is signed, then the send
// through the kernel's transaction service ('Transaction started', pending tracking, refresh) and back to
// Account. A refusal in the wallet shows 'Signature declined'.
import type { Airlock, BaseError, ChainAdapter, ChainFee, PreparedTransfer } from '@airlock/kernel'
import { type FormEvent, type ReactElement, useState } from 'react'
import { Button } from '../../components/Button'
import { Input } from '../../components/Input'
import { Text } from '../../components/Text'
import { useActiveLocale, useUiMessages } from '../../i18n/useUiMessages'
import { sendError } from '../../i18n/visitorError'
import { InlineError } from '../InlineError'
import { formatFee } from '../send/SendPreview'
import type { Nft } from './nftTypes'

type NftSender = ChainAdapter &
  Required<Pick<ChainAdapter, 'prepareNftTransfer' | 'sendTransfer'>> &
  Pick<ChainAdapter, 'estimateFee'>

/**
 * The adapter that can send `nft` now: its namespace's adapter has `prepareNftTransfer` and `sendTransfer`,
 * the NFT is on the active network and an account is connected there; undefined otherwise.
 */
export function nftSender(airlock: Airlock, nft: Nft): NftSender | undefined {
  const { network, accountOf, connection } = airlock.get((s) => s)
  const active = network.active
  if (active.caipNetworkId !== nft.chainId || !accountOf(active.chainNamespace).address) return undefined
  const adapter = connection.adapter(active.chainNamespace)
  return adapter?.prepareNftTransfer && adapter.sendTransfer ? (adapter as NftSender) : undefined
}

/** The receiver field, the fee preview and the Send button of an NFT. */
export function NftSendForm({
  airlock,
  nft,
  adapter,
}: {
  airlock: Airlock
  nft: Nft
  adapter: NftSender
}): ReactElement {
  const t = useUiMessages()
  const locale = useActiveLocale()
  const [to, setTo] = useState('')
  const [prepared, setPrepared] = useState<{ transfer: PreparedTransfer; fee: ChainFee | undefined }>()
  const [error, setError] = useState<BaseError>()
  const [busy, setBusy] = useState(false)
  const network = airlock.get((s) => s.network.active)
  const address = airlock.get((s) => s.accountOf(network.chainNamespace)).address ?? ''
  const receiverError =
    to.trim() !== '' && !adapter.address.validate(to.trim()) ? t('invalidAddress') : undefined

  const run = async (step: () => Promise<void>) => {
    setBusy(true)
    setError(undefined)
    try {
      await step()
    } catch (cause) {
      setError(sendError(cause))
    } finally {
      setBusy(false)
    }
  }
  const preview = (event: FormEvent) => {
    event.preventDefault()
    if (receiverError || to.trim() === '') return
    void run(async () => {
      const transfer = await adapter.prepareNftTransfer({
        address,
        to: to.trim(),
        network,
        nft: { contract: nft.contract, tokenId: nft.tokenId, standard: nft.standard },
      })
      setPrepared({ transfer, fee: adapter.estimateFee ? await adapter.estimateFee(transfer) : undefined })
    })
  }
  const send = () =>
    run(async () => {
      if (!prepared) return
      await airlock.transactions.submit({ network, send: () => adapter.sendTransfer(prepared.transfer) })
      airlock.navigate('Account', undefined, { mode: 'reset' })
    })

  return (
    <form className="al-stack" style={{ gap: 8 }} onSubmit={preview} noValidate data-testid="nft-send-form">
      <Input
        label={t('receiverAddress')}
        showLabel
        placeholder={t('addressPlaceholder')}
        value={to}
        spellCheck={false}
        autoComplete="off"
        autoCapitalize="off"
        error={receiverError}
        readOnly={prepared !== undefined}
        onChange={(event) => {
          setTo(event.target.value)
          setPrepared(undefined)
        }}
      />
      {prepared ? (
        <div data-testid="nft-send-fee">
          <Text variant="small" tone="secondary" as="p">
            {t('networkFee')}:{' '}
            <bdi>
              {prepared.fee
                ? formatFee(prepared.fee.amount, prepared.fee.decimals, prepared.fee.symbol, locale)
                : `– ${network.nativeCurrency.symbol}`}
            </bdi>
          </Text>
        </div>
      ) : null}
      <InlineError error={error} />
      {prepared ? (
        <div className="al-row" style={{ gap: 8 }}>
          <Button
            type="button"
            variant="secondary"
            fullWidth
            disabled={busy}
            onClick={() => setPrepared(undefined)}
          >
            {t('cancel')}
          </Button>
          <Button type="button" fullWidth loading={busy} onClick={() => void send()}>
            {t('send')}
          </Button>
        </div>
      ) : (
        <Button
          type="submit"
          fullWidth
          loading={busy}
          disabled={to.trim() === '' || receiverError !== undefined}
        >
          {t('previewSend')}
        </Button>
      )}
    </form>
  )
}
