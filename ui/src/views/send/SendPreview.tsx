// The Send view's preview step: what goes where, on which network, for which fee; then send or cancel.
import { shortenAddress } from '@airlock/kernel'
import { observer } from 'mobx-react-lite'
import { type ReactElement, useRef } from 'react'
import { networkImageUrl } from '../../catalogue/networkImageUrl'
import { Amount } from '../../components/Amount'
import { Avatar } from '../../components/Avatar'
import { Button } from '../../components/Button'
import { Text } from '../../components/Text'
import { WalletImage } from '../../components/WalletImage'
import { useAirlock } from '../../hooks/useAirlock'
import { useInitialFocus } from '../../hooks/useInitialFocus'
import { formatAmount } from '../../i18n/formatAmount'
import { useActiveLocale, useUiMessages } from '../../i18n/useUiMessages'
import { InlineError } from '../InlineError'
import type { SendFormState } from './SendFormState'
import { TransferChoicesField } from './TransferChoicesField'
import { formatUnits } from './units'

/**
 * The fee as shown in `locale`: 3 decimals cut, or '< 0.001 SYM' when it would show as 0.
 *
 * @example
 * formatFee(21_000_000_000_000n, 18, 'ETH', 'es') // '< 0,001 ETH'
 */
export function formatFee(fee: bigint, decimals: number, symbol: string, locale = 'en'): string {
  if (fee === 0n) return `${formatAmount(0, 3, locale)} ${symbol}`
  const shown = formatAmount(formatUnits(fee, decimals), 3, locale)
  return shown === formatAmount(0, 3, locale)
    ? `< ${formatAmount('0.001', 3, locale)} ${symbol}`
    : `${shown} ${symbol}`
}

/** The preview step. */
export const SendPreview = observer(function SendPreview({ form }: { form: SendFormState }): ReactElement {
  const airlock = useAirlock()
  const t = useUiMessages()
  const locale = useActiveLocale()
  const network = airlock.get((s) => s.network.active)
  const sendRef = useRef<HTMLButtonElement>(null)
  useInitialFocus(sendRef)
  const token = form.token
  return (
    <div className="al-send" data-testid="send-preview">
      <div className="al-send-card">
        <Text variant="small-strong" tone="secondary">
          {t('send')}
        </Text>
        <div className="al-preview-amount">
          <WalletImage src={token.iconUrl} name={token.name} size={36} round decorative />
          <Text variant="large" as="h2">
            <Amount value={form.amount} symbol={token.symbol} />
          </Text>
        </div>
        <Text variant="small-strong" tone="secondary">
          {t('to')}
        </Text>
        <div className="al-preview-amount">
          <Avatar address={form.receiver} size={36} />
          <Text variant="body-strong" title={form.receiver}>
            {shortenAddress(form.receiver)}
          </Text>
        </div>
      </div>
      <div className="al-send-card">
        <div className="al-preview-line">
          <Text variant="small" tone="secondary">
            {t('network')}
          </Text>
          <span className="al-row" style={{ gap: 6 }}>
            <WalletImage
              src={networkImageUrl(airlock, network)}
              name={network.name}
              size={20}
              round
              decorative
            />
            <Text variant="small-strong">{network.name}</Text>
          </span>
        </div>
        <div className="al-preview-line">
          <Text variant="small" tone="secondary">
            {t('networkFee')}
          </Text>
          <Text variant="small-strong">
            <bdi data-testid="send-fee">
              {formatFee(
                form.shownFee?.amount ?? 0n,
                form.shownFee?.decimals ?? network.nativeCurrency.decimals,
                form.shownFee?.symbol ?? network.nativeCurrency.symbol,
                locale,
              )}
            </bdi>
          </Text>
        </div>
        <TransferChoicesField
          form={form}
          formatFee={(fee) => formatFee(fee.amount, fee.decimals, fee.symbol, locale)}
        />
      </div>
      {/* While the wallet has the request, say where the visitor's next step is (the spinner alone does not);
          a live region from the start, so the change is announced. */}
      <div role="status" data-testid="send-status">
        <Text as="p" variant="small" tone="secondary" align="center">
          {form.sending ? t('confirmInWallet') : t('reviewCarefully')}
        </Text>
      </div>
      <InlineError error={form.error} />
      <div className="al-row" style={{ gap: 8 }}>
        <div className="al-grow">
          <Button variant="secondary" fullWidth size="lg" disabled={form.sending} onClick={() => form.back()}>
            {t('cancel')}
          </Button>
        </div>
        <div className="al-grow">
          <Button ref={sendRef} fullWidth size="lg" loading={form.sending} onClick={() => void form.send()}>
            {t('send')}
          </Button>
        </div>
      </div>
    </div>
  )
})
