import { expect, test } from 'vitest'
import { KERNEL_FEATURES } from '../config/features'
import * as c from './constants'

test('the spec §9 constants', () => {
  expect({
    balanceCache: [c.PORTFOLIO_BALANCE_CACHE_MS, c.NATIVE_BALANCE_CACHE_MS],
    identityCache: c.IDENTITY_CACHE_MS,
    tokenRetryBlock: c.TOKEN_BALANCE_RETRY_BLOCK_MS,
    timing: [c.RETRY_INTERVAL_MS, c.IMAGE_PRELOAD_TIMEOUT_MS],
    limits: [c.RECENT_WALLETS_LIMIT, c.PENDING_TRANSACTIONS_LIMIT],
    decimals: [c.BALANCE_DECIMALS, c.TOKEN_VALUE_DECIMALS, c.MESSAGE_AMOUNT_DECIMALS],
    network: [c.RETRY_COUNT, c.RETRY_BASE_DELAY_MS, c.HTTP_TIMEOUT_MS, c.RPC_BATCH_SIZE],
    wallets: [
      c.RECOMMENDED_WALLETS_COUNT,
      c.WALLETS_PER_PAGE,
      c.WALLETS_SEARCH_PAGE_SIZE,
      c.WALLET_IMAGES_PREFETCH_COUNT,
      c.WALLET_SEARCH_DEBOUNCE_MS,
    ],
    log: [c.LOG_BUFFER_BYTES, c.DEFAULT_LOG_LEVEL],
    look: [c.ANIMATION_MS, c.MODAL_WIDTH_PX, c.DEFAULT_Z_INDEX, c.DEFAULT_FONT_SIZE, c.DEFAULT_BORDER_RADIUS],
  }).toMatchInlineSnapshot(`
    {
      "balanceCache": [
        30000,
        30000,
      ],
      "decimals": [
        3,
        2,
        3,
      ],
      "identityCache": 300000,
      "limits": [
        2,
        99,
      ],
      "log": [
        1048576,
        "error",
      ],
      "look": [
        {
          "headerText": 120,
          "modalHeight": 150,
          "modalShake": 500,
          "viewTransition": 150,
        },
        360,
        999,
        "10px",
        "4px",
      ],
      "network": [
        3,
        150,
        10000,
        1000,
      ],
      "timing": [
        1000,
        2000,
      ],
      "tokenRetryBlock": 30000,
      "wallets": [
        4,
        40,
        100,
        20,
        300,
      ],
    }
  `)
  const off = Object.entries(KERNEL_FEATURES)
    .filter(([, declared]) => declared === false)
    .map(([k]) => k)
  // The kernel's own flags that are off by default; smart sessions are declared by their plugin.
  expect(off).toEqual(['legalCheckbox', 'collapseWallets'])
})
