// Mobile redirects that chain plugins contribute for named wallets (e.g. Solana's Phantom and Solflare
// "browse" links, spec: "A Solana deep-link redirect exists for two named wallets"): on a phone, the picked
// wallet's mobile link opens the page inside the wallet's own browser instead of handing it the pairing URI.
import type { MobileRedirect, MobileRedirectPage, WalletListEntry } from '@airlock/kernel'

/** The page a redirect reopens inside the wallet (the kernel's `MobileRedirectPage`). */
export type { MobileRedirectPage }

/** What a chain plugin contributes under `'walletconnect/mobileRedirect'` (the kernel's `MobileRedirect`). */
export type WalletConnectMobileRedirect = MobileRedirect

/**
 * The first contributed redirect for a wallet, kept only when it is an https URL without credentials
 * (contributions are code, but the result lands in an href). Undefined when none applies.
 *
 * @example
 * mobileRedirectFor(ctx.get((s) => s.contributions('walletconnect/mobileRedirect')), wallet, location)
 */
export function mobileRedirectFor(
  redirects: readonly WalletConnectMobileRedirect[],
  wallet: Pick<WalletListEntry, 'id' | 'name'> | undefined,
  page: MobileRedirectPage,
): string | undefined {
  if (!wallet) return undefined
  for (const redirect of redirects) {
    let href: string | undefined
    try {
      href = redirect.link(wallet, page)
    } catch {
      continue
    }
    if (href === undefined) continue
    try {
      const url = new URL(href)
      if (url.protocol === 'https:' && !url.username && !url.password) return url.href
    } catch {}
  }
  return undefined
}
