// Ether's mark as a tiny inline SVG (a data URL, ~0.2 KiB), contributed to ui as the eip155 chain mark: a
// network whose native currency is ETH and that has no image of its own (a devnet chain, a testnet), and
// the native ETH balance, show it instead of a letter placeholder. Nothing is requested.
import type { ChainMarks } from '@airlock/ui'

const SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><circle cx="16" cy="16" r="16" fill="#627EEA"/>' +
  '<path fill="#fff" d="m16 4-7 12.2 7 4.1 7-4.1zm-7 13.6 7 10.4 7-10.4-7 4.1z"/></svg>'

/** Ether's mark, a `data:image/svg+xml` URL. */
export const ETH_MARK = `data:image/svg+xml,${encodeURIComponent(SVG)}`

/** The eip155 marks for ui (`ui/chainMarks`): ETH for ETH networks and the native ETH balance. */
export const EVM_CHAIN_MARKS: ChainMarks = {
  namespace: 'eip155',
  network: (network) => (network.nativeCurrency.symbol === 'ETH' ? ETH_MARK : undefined),
  nativeToken: (symbol) => (symbol === 'ETH' ? ETH_MARK : undefined),
}
