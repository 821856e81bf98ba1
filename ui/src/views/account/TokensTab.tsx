// Tokens tab: the account's token balances (0-decimal tokens are already dropped by the kernel).
import { CONSTANTS, formatTokenValue, type TokenBalance } from '@airlock/kernel'
import { observer } from 'mobx-react-lite'
import { type ReactElement, useContext, useEffect } from 'react'
import { tokenImageUrl } from '../../catalogue/chainMarks'
import { Amount } from '../../components/Amount'
import { ErrorNotice } from '../../components/ErrorNotice'
import { Icon } from '../../components/Icon'
import { Text } from '../../components/Text'
import { WalletImage } from '../../components/WalletImage'
import { useAirlock } from '../../hooks/useAirlock'
import { formatCurrency } from '../../i18n/format'
import { UI_EN } from '../../i18n/uiMessages'
import { useActiveLocale, useKernelMessages, useUiMessages } from '../../i18n/useUiMessages'
import { SkeletonRows } from './Skeleton'
import { BalanceRefreshContext } from './useBalanceRefresh'

/** Empty-state text of the Tokens tab. */
export const NO_TOKENS = UI_EN.noTokens

/**
 * One token row: icon, name, quantity (3 decimals cut) and value (2 decimals; left out when `valued` is false,
 * for a balance the API did not price).
 */
export function TokenRow({ token, valued = true }: { token: TokenBalance; valued?: boolean }): ReactElement {
  const locale = useActiveLocale()
  const airlock = useAirlock()
  return (
    <li className="al-asset-row" data-testid="token-row">
      <WalletImage src={tokenImageUrl(airlock, token)} name={token.name} size={40} round decorative />
      <span className="al-asset-main">
        <Text variant="body-strong" truncate>
          {token.name}
        </Text>
        <Text variant="small" tone="secondary">
          <Amount value={token.quantity.numeric} symbol={token.symbol} />
        </Text>
      </span>
      {valued ? (
        <span className="al-asset-end">
          <Text variant="body-strong">
            <bdi>
              {locale === 'en'
                ? `$${formatTokenValue(token.value)}`
                : formatCurrency(token.value ?? 0, 'USD', locale)}
            </bdi>
          </Text>
        </span>
      ) : null}
    </li>
  )
}

/**
 * 'Token Balance Unavailable', asked again by itself: the kernel blocks token retries for 30 s after a
 * failure (spec §9), so once that time has passed the tab refreshes the balances; the alert goes when the API
 * answers, and stays (and waits again) while it does not.
 */
function TokenBalanceUnavailable(): ReactElement {
  const airlock = useAirlock()
  const k = useKernelMessages()
  useEffect(() => {
    const timer = setTimeout(
      () => void airlock.refreshBalances().catch(() => undefined),
      CONSTANTS.TOKEN_BALANCE_RETRY_BLOCK_MS,
    )
    return () => clearTimeout(timer)
  }, [airlock])
  const t = useUiMessages()
  // No retry button: retries are blocked for 30 s after a failure, and the tab asks again by itself after that.
  return <ErrorNotice title={k('tokenBalanceUnavailable')} hint={t('errorHint')} />
}

/** The Tokens tab's content. */
export const TokensTab = observer(function TokensTab(): ReactElement {
  const airlock = useAirlock()
  const t = useUiMessages()
  const state = useContext(BalanceRefreshContext)
  const account = airlock.get((s) => s.account)
  const network = airlock.get((s) => s.network.active)
  const tokens = account.tokenBalance
  if (tokens.length > 0) {
    return (
      <ul className="al-list" style={{ gap: 0 }} aria-label={t('tabTokens')}>
        {tokens.map((token) => (
          <TokenRow key={`${token.chainId}:${token.address ?? 'native'}:${token.symbol}`} token={token} />
        ))}
      </ul>
    )
  }
  if (state.tokenError) return <TokenBalanceUnavailable />
  if (state.loading) return <SkeletonRows label={t('loadingTokens')} />
  // No token listed (the API lists none, or none for this chain) while the account holds the native
  // currency: that balance is a row, so the tab never says "No tokens yet" under a balance.
  if (Number(account.balance) > 0) {
    const native: TokenBalance = {
      name: network.nativeCurrency.name,
      symbol: account.balanceSymbol ?? network.nativeCurrency.symbol,
      chainId: network.caipNetworkId,
      value: 0,
      price: 0,
      quantity: { decimals: String(network.nativeCurrency.decimals), numeric: account.balance ?? '0' },
      iconUrl: '',
    }
    return (
      <ul className="al-list" style={{ gap: 0 }} aria-label={t('tabTokens')}>
        <TokenRow token={native} valued={false} />
      </ul>
    )
  }
  return (
    <div className="al-empty">
      <span className="al-asset-icon">
        <Icon name="wallet" />
      </span>
      <Text tone="secondary">{t('noTokens')}</Text>
    </div>
  )
})
