// The devnet's images of the tokens it serves (ETH, SOL, BTC and its two ERC-20s), drawn as simple
// marks in their brand colours, so the sandbox's token lists look like production's instead of showing a
// letter in a square; any other token keeps the generated letter icon.

/** A round mark: a brand-coloured disc with a white glyph (an SVG path in a 32 × 32 box). */
function disc(fill: string, glyph: string): string {
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 32 32">' +
    `<circle cx="16" cy="16" r="16" fill="${fill}"/>${glyph}</svg>`
  )
}

/** Token marks by symbol. */
export const TOKEN_MARKS: Readonly<Record<string, string>> = {
  ETH: disc('#627EEA', '<path fill="#fff" d="m16 4-7 12.2 7 4.1 7-4.1zm-7 13.6 7 10.4 7-10.4-7 4.1z"/>'),
  SOL: disc(
    '#000',
    '<path fill="#14F195" d="M9 20.5h12.5l2.5-2.5H11.5zM9 11.5h12.5L24 14H11.5zM11.5 7H24l-2.5 2.5H9z"/>' +
      '<path fill="#9945FF" d="M11.5 25H24l-2.5-2.5H9z"/>',
  ),
  BTC: disc(
    '#F7931A',
    '<g fill="#fff" transform="rotate(14 16 16)">' +
      '<text x="16.5" y="22" font-family="sans-serif" font-size="17" font-weight="700" text-anchor="middle">B</text>' +
      '<rect x="12.6" y="6.2" width="1.7" height="3.2"/><rect x="15.8" y="6.2" width="1.7" height="3.2"/>' +
      '<rect x="12.6" y="22.6" width="1.7" height="3.2"/><rect x="15.8" y="22.6" width="1.7" height="3.2"/></g>',
  ),
  USDC: disc(
    '#2775CA',
    '<circle cx="16" cy="16" r="10.5" fill="none" stroke="#fff" stroke-width="1.6"/>' +
      '<text x="16" y="21.5" font-family="sans-serif" font-size="15" font-weight="700" fill="#fff" text-anchor="middle">$</text>',
  ),
  DAI: disc(
    '#F5AC37',
    '<path fill="#fff" d="M9 9h7.2c4.3 0 7 2.8 7 7s-2.7 7-7 7H9v-5.2H7.5v-1.6H9v-.4H7.5v-1.6H9zm2.6 2.2v2.8h9.1c-.7-1.8-2.3-2.8-4.5-2.8zm0 4.4v.8h9.7v-.8zm0 2.4v2.8h4.6c2.2 0 3.8-1 4.5-2.8z"/>',
  ),
}
