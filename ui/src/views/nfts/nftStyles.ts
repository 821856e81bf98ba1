// Styles of the NFT grid, image and detail view (scoped in the modal's shadow root).
export const nftStyles = `
.al-nft-grid { list-style: none; margin: 0; padding: 0; display: grid; grid-template-columns: repeat(2, minmax(0, 1fr)); gap: 12px; }
.al-nft-card { all: unset; box-sizing: border-box; display: flex; flex-direction: column; gap: 6px; width: 100%; padding: 6px; border-radius: var(--airlock-radius-3); cursor: pointer; color: var(--airlock-fg); }
.al-nft-card:hover { background: var(--airlock-surface-2); }
.al-nft-card:focus-visible { outline: 2px solid var(--airlock-accent-c); outline-offset: 2px; }
.al-nft-card-text { display: flex; flex-direction: column; gap: 2px; min-width: 0; padding: 0 2px; }
.al-nft-image { display: block; position: relative; width: 100%; aspect-ratio: 1; border-radius: var(--airlock-radius-3); overflow: hidden; background: var(--airlock-surface-2); }
.al-nft-image img { display: block; width: 100%; height: 100%; object-fit: cover; }
.al-nft-placeholder { display: flex; width: 100%; height: 100%; align-items: center; justify-content: center; color: var(--airlock-fg-2); }
.al-nft-placeholder svg { width: 32px; height: 32px; }
.al-nft-detail { display: flex; flex-direction: column; gap: 16px; }
.al-nft-detail .al-nft-image { width: 200px; margin: 0 auto; }
.al-nft-facts { display: grid; grid-template-columns: auto minmax(0, 1fr); gap: 8px 12px; margin: 0; }
.al-nft-facts dt { color: var(--airlock-fg-2); }
.al-nft-facts dd { margin: 0; text-align: end; overflow-wrap: anywhere; }
`
