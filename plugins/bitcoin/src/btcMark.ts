// Bitcoin's mark as a tiny inline SVG (a data URL, ~0.4 KiB), contributed to ui as the bip122 chain mark:
// a Bitcoin network with no image of its own (regtest, signet) and its native balance show it instead of
// a letter placeholder. Nothing is requested.
import type { ChainMarks } from '@airlock/ui'

const SVG =
  "<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 32 32'><circle cx='16' cy='16' r='16' fill='#F7931A'/>" +
  "<path fill='none' stroke='#fff' stroke-width='2.6' stroke-linejoin='round' d='M11.5 9h6.3a3.5 3.5 0 0 1 0 7h-6.3z" +
  "M11.5 16h7.2a3.5 3.5 0 0 1 0 7h-7.2zM10 9h3M10 23h3M14 6.5V9M17 6.5V9M14 23v2.5M17 23v2.5'/></svg>"

/**
 * Bitcoin's mark, a `data:image/svg+xml` URL. Only `<`, `>`, `#` and spaces are escaped (attributes in
 * single quotes): a fully encoded URL is a third longer, and bundlers fold `encodeURIComponent` of a
 * constant into the page's initial JS.
 */
export const BTC_MARK = `data:image/svg+xml,${SVG.replace(/[<># ]/g, encodeURIComponent)}`

/** The bip122 marks for ui (`ui/chainMarks`): every Bitcoin network and its native currency. */
export const BITCOIN_CHAIN_MARKS: ChainMarks = {
  namespace: 'bip122',
  network: () => BTC_MARK,
  nativeToken: () => BTC_MARK,
}
