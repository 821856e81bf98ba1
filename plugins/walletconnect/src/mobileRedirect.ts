// Mobile redirects that chain plugins contribute for named wallets (e.g. Solana's Phantom and Solflare
// "browse" links, spec: "A Solana deep-link redirect exists for two named wallets"): on a phone, the picked
// wallet's mobile link opens the page inside the wallet's own browser instead of handing it the pairing URI.
import type { WalletListEntry } from '@airlock/kernel'

/** The page a redirect reopens inside the wallet: its full URL and its origin (the `ref`). */
export interface MobileRedirectPage {
  href: string
  origin: string
}

/**
 * What a chain plugin contributes under `'walletconnect/mobileRedirect'`.
 *
 * @example
 * ctx.contribute('walletconnect/mobileRedirect', {
 *   link: (wallet, page) => (wallet.name === 'Acme' ? `https://acme.example/browse/${encodeURIComponent(page.href)}` : undefined),
 * })
 */
export interface WalletConnectMobileRedirect {
  /** The https link for this wallet, or undefined when the contributor has none for it. */
  link(wallet: Pick<WalletListEntry, 'id' | 'name'>, page: MobileRedirectPage): string | undefined
}

/**
 * The first contributed redirect for a wallet, kept only when it is an https URL without credentials
 * (contributions are code, but the result lands in an href). Undefined when none applies.
 *
 * @example
 * mobileRedirectFor(ctx.contributions('walletconnect/mobileRedirect'), wallet, location)
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
