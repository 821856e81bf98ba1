import type { DevnetSocialProvider } from './socialProviders'

/** A person who can sign in at every devnet social provider (the sign-in page lists them). */
export interface DevnetSocialUser {
  /** Stable key, e.g. 'ada': the sign-in page's choice and tests' handle. */
  key: string
  name: string
  /** Handle on the providers that have one (GitHub login, Discord and X username). */
  handle: string
  /** Address the providers know, if any. */
  email?: string
  /** Providers at which that address is NOT verified (the rest verify it, where they assert anything). */
  unverifiedAt?: readonly DevnetSocialProvider[]
  /** A number the user's per-provider subjects are made from (distinct per user). */
  seed: number
}

/**
 * The devnet's social users. Ada has a verified address everywhere; Grace's address is unverified at
 * Google, GitHub and Discord (so it must never link to an email account there); Alan has no email.
 */
export const DEVNET_SOCIAL_USERS: readonly DevnetSocialUser[] = [
  { key: 'ada', name: 'Ada Lovelace', handle: 'ada_lovelace', email: 'ada@airlock.test', seed: 1815 },
  {
    key: 'grace',
    name: 'Grace Hopper',
    handle: 'grace_hopper',
    email: 'grace@airlock.test',
    unverifiedAt: ['google', 'github', 'discord'],
    seed: 1906,
  },
  { key: 'alan', name: 'Alan Turing', handle: 'alan_turing', seed: 1912 },
]

/**
 * The user's subject at a provider, in the provider's own format: Google a 21-digit number, Apple
 * `000123.<32 hex>.0123`, GitHub a number (sent as a JSON number), Discord and X snowflake-like numbers,
 * Facebook an app-scoped number.
 */
export function subjectOf(user: DevnetSocialUser, provider: DevnetSocialProvider): string {
  const s = user.seed
  switch (provider) {
    case 'google':
      return `1098765432${String(s).padStart(11, '0')}`
    case 'apple':
      return `000${s}.${(s * 2654435761).toString(16).padStart(32, 'a').slice(-32)}.0${s % 1000}`
    case 'github':
      return String(5_830_000 + s)
    case 'discord':
      return `80351110224678${String(s).padStart(5, '0')}`
    case 'x':
      return `14478${String(s).padStart(8, '0')}`
    case 'facebook':
      return `1022${String(s).padStart(12, '0')}`
  }
}

/** The user whose subject at `provider` is `subject`. */
export function userBySubject(
  provider: DevnetSocialProvider,
  subject: string,
  users: readonly DevnetSocialUser[] = DEVNET_SOCIAL_USERS,
): DevnetSocialUser | undefined {
  return users.find((u) => subjectOf(u, provider) === subject)
}

/** Whether `provider` treats the user's address as verified. */
export function emailVerifiedAt(user: DevnetSocialUser, provider: DevnetSocialProvider): boolean {
  return user.email !== undefined && !(user.unverifiedAt ?? []).includes(provider)
}
