// WalletConnect's mark as a tiny inline SVG (a data URL, ~0.7 KiB): the Connect row, the connecting view
// and the QR centre show it with no request and no letter placeholder (the catalogue has no image for it).

const SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><rect width="40" height="40" rx="10" fill="#3396FF"/>' +
  '<path fill="#fff" d="M12.2 15.4c4.3-4.2 11.3-4.2 15.6 0l.5.5a.5.5 0 0 1 0 .7l-1.8 1.7a.3.3 0 0 1-.4 0l-.7-.7' +
  'c-3-2.9-7.8-2.9-10.8 0l-.8.7a.3.3 0 0 1-.4 0l-1.8-1.7a.5.5 0 0 1 0-.7zm19.3 3.6 1.6 1.6a.5.5 0 0 1 0 .7l-7.2 7' +
  'a.6.6 0 0 1-.8 0l-5.1-5a.1.1 0 0 0-.2 0l-5.1 5a.6.6 0 0 1-.8 0l-7.2-7a.5.5 0 0 1 0-.7L8.5 19a.6.6 0 0 1 .8 0' +
  'l5.1 5a.1.1 0 0 0 .2 0l5.1-5a.6.6 0 0 1 .8 0l5.1 5a.1.1 0 0 0 .2 0l5.1-5a.6.6 0 0 1 .8 0z"/></svg>'

/** WalletConnect's mark, a `data:image/svg+xml` URL (the connector's `imageUrl`). */
export const WALLETCONNECT_MARK = `data:image/svg+xml,${encodeURIComponent(SVG)}`
