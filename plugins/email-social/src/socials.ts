// The social block's layout (pure data, no React): which providers Connect offers, in the `socials`
// flag's order, and how they are laid out — the first as a wide button, the next as icons, the rest
// behind "Other social".
import type { SocialProvider } from './augment'
import { type TelegramPlatform, telegramSocials } from './telegram'

export { type TelegramPlatform, telegramPlatform, telegramSocials } from './telegram'

/** How many icons fit beside each other under the wide button (the last is "Other social" when more are left). */
export const SOCIAL_ICON_SLOTS = 4

/** Each provider's display name (a brand: the same in every language). */
export const SOCIAL_PROVIDER_NAMES: Readonly<Record<SocialProvider, string>> = {
  google: 'Google',
  x: 'X',
  discord: 'Discord',
  farcaster: 'Farcaster',
  github: 'GitHub',
  apple: 'Apple',
  facebook: 'Facebook',
}

/** The social block's parts: none at all when `wide` is undefined. */
export interface SocialBlockLayout {
  /** The first provider: a wide button. */
  wide: SocialProvider | undefined
  /** The next ones, as icons. */
  icons: readonly SocialProvider[]
  /** Whether an "Other social" icon leads to the full list. */
  more: boolean
  /** Every provider offered, in order (the "Other social" view's list). */
  all: readonly SocialProvider[]
}

/**
 * The providers offered, in the flag's order, without duplicates.
 * @example
 * offeredSocials(['github', 'farcaster', 'github']) // ['github', 'farcaster']
 */
export function offeredSocials(socials: readonly SocialProvider[]): SocialProvider[] {
  const seen = new Set<SocialProvider>()
  const offered: SocialProvider[] = []
  for (const s of socials) {
    if (seen.has(s)) continue
    seen.add(s)
    offered.push(s)
  }
  return offered
}

/**
 * Lays out the `socials` flag: the first provider wide, up to {@link SOCIAL_ICON_SLOTS} icons after it;
 * when more are left, the last icon slot is "Other social". In a Telegram mini app, `platform`'s rules
 * apply ({@link telegramSocials}).
 * @example
 * socialBlockLayout(['google', 'x', 'discord', 'github', 'apple', 'facebook'])
 * // { wide: 'google', icons: ['x', 'discord', 'github'], more: true, all: [...] }
 */
export function socialBlockLayout(
  socials: readonly SocialProvider[],
  platform?: TelegramPlatform,
): SocialBlockLayout {
  const all = telegramSocials(offeredSocials(socials), platform)
  const [wide, ...rest] = all
  const more = rest.length > SOCIAL_ICON_SLOTS
  const icons = more ? rest.slice(0, SOCIAL_ICON_SLOTS - 1) : rest
  return { wide, icons, more, all }
}
