// Solana's mark as a tiny inline SVG (a data URL, ~0.5 KiB): the image of a Solana network made with
// `solanaNetwork()` without an `imageUrl` of its own (mainnet, devnet, testnet, a local node), so the
// modal shows it, and the native SOL balance beside it, instead of a letter placeholder. No request.

const SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><circle cx="16" cy="16" r="16" fill="#000"/>' +
  '<defs><linearGradient id="g" x1="8" y1="24" x2="24" y2="8" gradientUnits="userSpaceOnUse">' +
  '<stop stop-color="#9945FF"/><stop offset="1" stop-color="#14F195"/></linearGradient></defs>' +
  '<path fill="url(#g)" d="M10.6 19.9h12.9l-2.1 2.6H8.5zM10.6 9.5h12.9l-2.1 2.6H8.5zM21.4 14.7H8.5l2.1 2.6h12.9z"/></svg>'

/** Solana's mark, a `data:image/svg+xml` URL (the default image of `solanaNetwork()`'s networks). */
export const SOL_MARK = `data:image/svg+xml,${encodeURIComponent(SVG)}`
