// The spec's Telegram rules (§5) for the social logins: kept small and in the eager part, so Connect can
// tell, before loading the social block, whether a Telegram platform leaves any provider to offer.
import type { SocialProvider } from './augment'

/** The platform of a Telegram mini app the page runs in (`Telegram.WebApp.platform`, grouped). */
export type TelegramPlatform = 'ios' | 'macos' | 'android' | 'other'

/** What each Telegram platform cannot offer (spec §5: iOS drops google, Mac drops x, Android drops facebook and x). */
const TELEGRAM_DROPS: Readonly<Record<TelegramPlatform, readonly SocialProvider[]>> = {
  ios: ['google'],
  macos: ['x'],
  android: ['facebook', 'x'],
  other: [],
}

/**
 * The Telegram platform the page runs in, read from the Telegram mini app script's
 * `Telegram.WebApp.platform`; undefined outside Telegram.
 * @example
 * telegramPlatform(window) // 'ios' in Telegram on an iPhone, undefined in a browser
 */
export function telegramPlatform(win: unknown): TelegramPlatform | undefined {
  const platform = (win as { Telegram?: { WebApp?: { platform?: unknown } } } | undefined)?.Telegram?.WebApp
    ?.platform
  if (typeof platform !== 'string' || platform === '' || platform === 'unknown') return undefined
  return platform === 'ios' || platform === 'macos' || platform === 'android' ? platform : 'other'
}

/**
 * The spec's Telegram rules (§5): the providers a Telegram platform cannot offer are left out.
 * @example
 * telegramSocials(['google', 'x', 'github'], 'ios') // ['x', 'github']
 */
export function telegramSocials(
  socials: readonly SocialProvider[],
  platform: TelegramPlatform | undefined,
): SocialProvider[] {
  const dropped = platform ? TELEGRAM_DROPS[platform] : []
  return socials.filter((s) => !dropped.includes(s))
}
