import { expect, test } from 'vitest'
import { isSolanaAddress, plainMint } from './address'

test('a Solana address is 32 to 44 base58 characters (spec §5) [spec 5.4]', () => {
  expect(isSolanaAddress('oeYf6KAJkLYhBuR8CiGc6L4D4Xtfepr85fuDgA9kq96')).toBe(true)
  expect(isSolanaAddress('11111111111111111111111111111111')).toBe(true) // 32
  expect(isSolanaAddress('1'.repeat(31))).toBe(false)
  expect(isSolanaAddress('1'.repeat(44))).toBe(true)
  expect(isSolanaAddress('1'.repeat(45))).toBe(false)
  for (const bad of ['0', 'O', 'I', 'l']) expect(isSolanaAddress(bad.repeat(40))).toBe(false)
  expect(isSolanaAddress('0x0000000000000000000000000000000000000000')).toBe(false)
  expect(isSolanaAddress('')).toBe(false)
})

test('a token address is taken plain or as the API lists it (CAIP-10)', () => {
  expect(
    plainMint('solana:HwygUAZ9Ua9Uvwoju4imLbzxXfyA7Yt1:CZEyXu9BzJjbaSkZu39fr7YLiTDtXUbnnRfNUWrsQNDE'),
  ).toBe('CZEyXu9BzJjbaSkZu39fr7YLiTDtXUbnnRfNUWrsQNDE')
  expect(plainMint('CZEyXu9BzJjbaSkZu39fr7YLiTDtXUbnnRfNUWrsQNDE')).toBe(
    'CZEyXu9BzJjbaSkZu39fr7YLiTDtXUbnnRfNUWrsQNDE',
  )
})
