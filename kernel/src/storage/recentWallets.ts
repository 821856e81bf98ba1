import { RECENT_WALLETS_LIMIT } from '../format/constants'
import type { Infer } from '../validation/schema'
import { buildRecentWalletSchema } from './recentWalletSchema'

/** A wallet remembered as recently used: its catalogue id, and its rdns when it has one. */
export const recentWalletSchema = /* @__PURE__ */ buildRecentWalletSchema()
/** A wallet remembered as recently used. */
export type RecentWallet = Infer<ReturnType<typeof buildRecentWalletSchema>>

const RDNS_ALIASES: Record<string, string> = { 'io.metamask.mobile': 'io.metamask' }

/** An rdns with known aliases folded: the mobile MetaMask rdns counts as the desktop one. */
export function normalizeRdns(rdns: string): string {
  return RDNS_ALIASES[rdns] ?? rdns
}

/** True when two wallets are the same, by id or by (normalised) rdns. */
export function isSameWallet(a: RecentWallet, b: RecentWallet): boolean {
  if (a.id === b.id) return true
  return Boolean(a.rdns && b.rdns && normalizeRdns(a.rdns) === normalizeRdns(b.rdns))
}

/** The list with `wallet` first, duplicates (by id and rdns) removed, at most 2 entries. */
export function addRecentWallet(list: readonly RecentWallet[], wallet: RecentWallet): RecentWallet[] {
  return [wallet, ...list.filter((w) => !isSameWallet(w, wallet))].slice(0, RECENT_WALLETS_LIMIT)
}
