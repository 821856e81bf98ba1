// What the Send view can send: the native currency and, when the chain adapter can prepare token
// transfers, the account's tokens that have a balance.
import type { Airlock, ChainAdapter } from '@airlock/kernel'
import { nativeTokenMark } from '../../catalogue/chainMarks'
import { networkImageUrl } from '../../catalogue/networkImageUrl'

/** A token the Send view can send. */
export interface SendToken {
  /** Stable key: 'native' or the token address. */
  key: string
  /** Display name. */
  name: string
  /** Symbol. */
  symbol: string
  /** Decimals of the smallest unit. */
  decimals: number
  /** Balance as a decimal string. */
  balance: string
  /** Contract address; undefined for the native currency. */
  address?: string
  /** Icon URL (untrusted). */
  iconUrl?: string
}

/** An adapter that can prepare and send transfers (the Send view needs both capabilities). */
export type TransferAdapter = ChainAdapter & Required<Pick<ChainAdapter, 'prepareTransfer' | 'sendTransfer'>>

/** True when the adapter can prepare and send native transfers. */
export function canTransfer(adapter: ChainAdapter | undefined): adapter is TransferAdapter {
  return typeof adapter?.prepareTransfer === 'function' && typeof adapter.sendTransfer === 'function'
}

/** True when the adapter can also prepare token transfers; the Send view offers tokens only then. */
export function canSendTokens(
  adapter: ChainAdapter | undefined,
): adapter is TransferAdapter & Required<Pick<ChainAdapter, 'prepareTokenTransfer'>> {
  return canTransfer(adapter) && typeof adapter.prepareTokenTransfer === 'function'
}

const withIcon = (iconUrl: string | undefined) => (iconUrl ? { iconUrl } : {})

/** The native currency of the active network plus, when the adapter can send tokens, tokens with a balance. */
export function sendableTokens(airlock: Airlock): SendToken[] {
  const { account: state, network, connection } = airlock.get((s) => s)
  const active = network.active
  const native: SendToken = {
    key: 'native',
    name: active.nativeCurrency.name,
    symbol: state.balanceSymbol ?? active.nativeCurrency.symbol,
    decimals: active.nativeCurrency.decimals,
    balance: state.balance ?? '0',
    // Its chain's mark for the currency (else the network's image): never a letter for ETH.
    ...withIcon(
      nativeTokenMark(airlock, active.chainNamespace, active.nativeCurrency.symbol) ??
        networkImageUrl(airlock, active),
    ),
  }
  if (!canSendTokens(connection.adapter(active.chainNamespace))) return [native]
  const tokens = state.tokenBalance
    .filter((t) => t.address !== undefined && Number(t.quantity.numeric) > 0)
    .map(
      (t): SendToken => ({
        key: t.address as string,
        name: t.name,
        symbol: t.symbol,
        decimals: Number(t.quantity.decimals),
        balance: t.quantity.numeric,
        address: t.address as string,
        iconUrl: t.iconUrl,
      }),
    )
  return [native, ...tokens]
}
