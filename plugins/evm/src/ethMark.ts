// Ether's mark as a tiny inline SVG (a data URL, ~0.4 KiB), contributed to ui as the eip155 chain mark: a
// network whose native currency is ETH and that has no image of its own (a devnet chain, a testnet), and
// the native ETH balance, show it instead of a letter placeholder. Nothing is requested.
import type { ChainMarks } from '@airlock/ui'

const SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><circle cx="16" cy="16" r="16" fill="#627EEA"/>' +
  '<path fill="#fff" fill-opacity=".6" d="M16.5 4v8.9l7.5 3.3z"/><path fill="#fff" d="M16.5 4 9 16.2l7.5-3.3z"/>' +
  '<path fill="#fff" fill-opacity=".6" d="M16.5 22v6l7.5-10.4z"/><path fill="#fff" d="M16.5 28v-6L9 17.6z"/>' +
  '<path fill="#fff" fill-opacity=".2" d="m16.5 20.6 7.5-4.4-7.5-3.3z"/><path fill="#fff" fill-opacity=".6" d="m9 16.2 7.5 4.4v-7.7z"/></svg>'

/** Ether's mark, a `data:image/svg+xml` URL. */
export const ETH_MARK = `data:image/svg+xml,${encodeURIComponent(SVG)}`

/** The eip155 marks for ui (`ui/chainMarks`): ETH for ETH networks and the native ETH balance. */
export const EVM_CHAIN_MARKS: ChainMarks = {
  namespace: 'eip155',
  network: (network) => (network.nativeCurrency.symbol === 'ETH' ? ETH_MARK : undefined),
  nativeToken: (symbol) => (symbol === 'ETH' ? ETH_MARK : undefined),
}
