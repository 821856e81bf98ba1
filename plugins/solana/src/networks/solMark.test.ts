// A Solana network carries an image of its own: the one it was given, else Solana's inline mark (so the
// modal never shows a letter for it, issue 40 item 2).
import { expect, test } from 'vitest'
import { solanaDevnet, solanaMainnet, solanaNetwork } from './networks'
import { SOL_MARK } from './solMark'

test("a network made without an imageUrl carries Solana's mark, an inline SVG", () => {
  const local = solanaNetwork({
    name: 'Local',
    caipNetworkId: 'solana:HwygUAZ9Ua9Uvwoju4imLbzxXfyA7Yt1',
    rpcUrl: 'http://127.0.0.1:8899',
  })
  expect(local.assets?.imageUrl).toBe(SOL_MARK)
  expect(SOL_MARK).toMatch(/^data:image\/svg\+xml,%3Csvg/)
  expect(solanaMainnet.assets?.imageUrl).toBe(SOL_MARK)
  expect(solanaDevnet.assets?.imageUrl).toBe(SOL_MARK)
})

test('an imageUrl given wins', () => {
  const network = solanaNetwork({
    name: 'Mine',
    caipNetworkId: 'solana:HwygUAZ9Ua9Uvwoju4imLbzxXfyA7Yt1',
    rpcUrl: 'http://127.0.0.1:8899',
    imageUrl: 'https://example.com/mine.png',
  })
  expect(network.assets?.imageUrl).toBe('https://example.com/mine.png')
})
