// The swap plugin's eager face: its options, its flag and a lookup trigger. Everything else (API client,
// store, views, texts) loads in its own chunk once an EVM account is connected.
import { type AirlockState, BaseError, type LazyAirlockPlugin, lazyPlugin } from '@airlock/kernel'
import {
  SWAP_FEATURE,
  SWAP_QUOTE_DEBOUNCE_MS,
  SWAP_REVIEW_VIEW,
  SWAP_SELECT_TOKEN_VIEW,
  SWAP_VIEW,
} from './constants'
import './registry'

/** What `swap()` accepts. */
export interface SwapOptions {
  /**
   * Ask the wallet for an unlimited allowance instead of exactly the swapped amount (default false: the
   * approval covers this swap only, so a compromised router can never take more).
   */
  unlimitedApproval?: boolean
  /** Wait after the last keystroke in the amount before a quote is asked for, in ms (default 300). */
  quoteDebounceMs?: number
  /**
   * EVM chain ids the Swap button is offered on (default `SWAP_CHAIN_IDS`: the spec's 12 production
   * chains). A devnet or testnet whose convert endpoints serve other chains lists them here.
   *
   * @example
   * swap({ chains: [31337, 31338] }) // the devnet's two anvil chains
   */
  chains?: readonly number[]
}

/** `swap()` options after defaults (`chains` absent: `SWAP_CHAIN_IDS`, applied in the lazy half). */
export type SwapResolvedOptions = Required<Omit<SwapOptions, 'chains'>> & { chains?: readonly number[] }

/** Checks `swap()`'s options once; a bad field is a BaseError naming it. */
export function resolveSwapOptions(options: SwapOptions = {}): SwapResolvedOptions {
  const { unlimitedApproval = false, quoteDebounceMs = SWAP_QUOTE_DEBOUNCE_MS, chains } = options
  if (typeof unlimitedApproval !== 'boolean') {
    throw new BaseError('Invalid swap options', { details: 'unlimitedApproval must be a boolean' })
  }
  if (!Number.isInteger(quoteDebounceMs) || quoteDebounceMs < 0) {
    throw new BaseError('Invalid swap options', {
      details: 'quoteDebounceMs must be a whole number of ms, 0 or more',
    })
  }
  if (
    chains !== undefined &&
    !(Array.isArray(chains) && chains.length > 0 && chains.every((id) => Number.isSafeInteger(id) && id > 0))
  ) {
    throw new BaseError('Invalid swap options', { details: 'chains: a non-empty list of EVM chain ids' })
  }
  return chains
    ? { unlimitedApproval, quoteDebounceMs, chains: [...chains] }
    : { unlimitedApproval, quoteDebounceMs }
}

/** True while an EVM account is connected: the swap's code is needed (its Account button shows then). */
export function needsSwap(state: AirlockState): boolean {
  return state.accountOf('eip155').address !== undefined
}

/**
 * The swap plugin: the visitor trades tokens on the active EVM chain from Account's "Swap" button, from a
 * quote to a confirmed transaction, through the convert endpoints of `endpoints.blockchainApi`. The
 * eager part is this descriptor (the `swaps` flag, the views' ids); the rest loads once an EVM account is
 * connected. Without a `blockchainApi` endpoint no Swap button is offered (a development warning says
 * why). Requires the `evm` plugin.
 *
 * @example
 * createAirlock({ …, endpoints: { blockchainApi: 'https://api.example' }, plugins: [evm({ networks }), swap()] })
 * // opt in to unlimited approvals (one approval per token instead of one per swap):
 * swap({ unlimitedApproval: true })
 */
export function swap(options: SwapOptions = {}): LazyAirlockPlugin {
  const resolved = resolveSwapOptions(options)
  return lazyPlugin('swap', () => import('./lazy/swapPlugin').then((m) => m.swapPlugin(resolved)), {
    requires: ['evm'],
    features: { [SWAP_FEATURE]: true },
    feature: SWAP_FEATURE,
    views: [
      { id: SWAP_VIEW, title: 'Swap' },
      { id: SWAP_SELECT_TOKEN_VIEW, title: 'Select a token' },
      { id: SWAP_REVIEW_VIEW, title: 'Review swap' },
    ],
    loadWhen: needsSwap,
  })
}
