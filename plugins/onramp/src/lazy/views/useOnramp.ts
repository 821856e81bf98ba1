// What every on-ramp view reads: the plugin's controller, its texts and where the purchase goes.
import {
  localeDirection,
  type Translate,
  useAirlockState,
  useLocale,
  useMessages,
  usePlugin,
} from '@airlock/ui'
import type { MessageParams } from '../../errors'
import type { ONRAMP_TEXTS, OnrampMessageKey } from '../../texts'
import { ONRAMP_MESSAGES } from '../messages'
import type { BuyTarget, OnrampController } from '../OnrampController'
import { localFiat, localTokenAmount, type Money } from './localMoney'

/** The on-ramp's texts in the visitor's locale. */
export type OnrampTranslate = Translate<typeof ONRAMP_TEXTS>

/** Sums written in the visitor's locale. */
export interface OnrampFormat {
  /** A fiat sum ('1.234,50 US$' in es). */
  fiat: (money: Money) => string
  /** A token amount with its symbol ('0,0123 ETH' in es). */
  token: (money: Money) => string
  /** A token amount alone, to put in a sentence ('0,0123' in es; isolated in a right-to-left locale). */
  tokenAmount: (amount: string) => string
}

/**
 * The controller, the translator, the sums' format and the purchase's target (undefined without a
 * connected account).
 */
export function useOnramp(): {
  controller: OnrampController
  t: OnrampTranslate
  format: OnrampFormat
  target: BuyTarget | undefined
} {
  const t = useMessages(ONRAMP_MESSAGES)
  const { locale } = useLocale()
  const plugin = usePlugin('onramp')
  // The view is registered by the plugin's set-up: its API is there whenever the view shows.
  if (!plugin) throw new Error('The Buy view needs the onramp plugin set up')
  const network = useAirlockState((s) => s.network.active.caipNetworkId)
  const networkName = useAirlockState((s) => s.network.active.name)
  const address = useAirlockState((s) => s.account.address)
  return {
    controller: plugin.controller,
    t,
    format: {
      fiat: (money) => localFiat(money, locale),
      token: (money) =>
        t('receiveAmount', { amount: localTokenAmount(money.amount, locale), symbol: money.currency }),
      tokenAmount: (amount) =>
        localeDirection(locale) === 'rtl'
          ? `\u2068${localTokenAmount(amount, locale)}\u2069`
          : localTokenAmount(amount, locale),
    },
    target: address === undefined ? undefined : { network, networkName, address },
  }
}

/** The visitor's text of a message key chosen at runtime (an error's key, a payment method's label). */
export function textOf(t: OnrampTranslate, key: OnrampMessageKey, params: MessageParams = {}): string {
  return (t as unknown as (key: OnrampMessageKey, params: MessageParams) => string)(key, params)
}

/** The visitor's text of an on-ramp error. */
export function errorText(
  t: OnrampTranslate,
  error: { messageKey: OnrampMessageKey; messageParams: MessageParams },
): string {
  return textOf(t, error.messageKey, error.messageParams)
}
