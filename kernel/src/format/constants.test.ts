import { expect, test } from 'vitest'
import * as c from './constants'

test('the spec §9 constants', () => {
  expect({
    balanceCache: [c.PORTFOLIO_BALANCE_CACHE_MS, c.NATIVE_BALANCE_CACHE_MS],
    nameCache: [c.ENS_NAME_CACHE_MS, c.IDENTITY_CACHE_MS],
    tokenRetryBlock: c.TOKEN_BALANCE_RETRY_BLOCK_MS,
    pairing: [c.PAIRING_VALIDITY_MS, c.PAIRING_EXPIRY_MARGIN_MS],
    timing: [c.RETRY_INTERVAL_MS, c.IMAGE_PRELOAD_TIMEOUT_MS, c.HEARTBEAT_INTERVAL_MS, c.RELAY_TIMEOUT_MS],
    limits: [c.RECENT_WALLETS_LIMIT, c.PENDING_TRANSACTIONS_LIMIT],
    swap: [c.SWAP_SLIPPAGE_TOLERANCE, c.SWAP_DEFAULT_GAS_PRICE, c.PROVIDER_FEE_RATE, c.SWAP_OUTPUT_DECIMALS],
    decimals: [
      c.BALANCE_DECIMALS,
      c.TOKEN_VALUE_DECIMALS,
      c.TOKEN_QUANTITY_DECIMALS,
      c.MESSAGE_AMOUNT_DECIMALS,
    ],
    network: [c.RETRY_COUNT, c.RETRY_BASE_DELAY_MS, c.HTTP_TIMEOUT_MS, c.RPC_BATCH_SIZE],
    wallets: [
      c.RECOMMENDED_WALLETS_COUNT,
      c.WALLETS_PER_PAGE,
      c.WALLETS_SEARCH_PAGE_SIZE,
      c.WALLET_IMAGES_PREFETCH_COUNT,
      c.WALLET_SEARCH_DEBOUNCE_MS,
    ],
    embedded: [c.EMAIL_LOGIN_COOLDOWN_MS, c.FRAME_AUTH_TIMEOUT_MS],
    name: [c.NAME_MIN_LENGTH, c.DEFAULT_CHAIN_ID],
    log: [c.LOG_BUFFER_BYTES, c.DEFAULT_LOG_LEVEL],
    socials: c.DEFAULT_SOCIALS,
    accountTypes: c.DEFAULT_ACCOUNT_TYPES,
    look: [c.ANIMATION_MS, c.MODAL_WIDTH_PX, c.DEFAULT_Z_INDEX, c.DEFAULT_FONT_SIZE, c.DEFAULT_BORDER_RADIUS],
  }).toMatchInlineSnapshot(`
    {
      "accountTypes": {
        "bip122": "payment",
        "eip155": "smartAccount",
        "polkadot": "eoa",
        "solana": "eoa",
      },
      "balanceCache": [
        30000,
        30000,
      ],
      "decimals": [
        3,
        2,
        3,
        3,
      ],
      "embedded": [
        30000,
        30000,
      ],
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
      "name": [
        4,
        "eip155:1",
      ],
      "nameCache": [
        300000,
        300000,
      ],
      "network": [
        3,
        150,
        10000,
        1000,
      ],
      "pairing": [
        240000,
        10000,
      ],
      "socials": [
        "google",
        "x",
        "discord",
        "farcaster",
        "github",
        "apple",
        "facebook",
      ],
      "swap": [
        1,
        150000,
        0.0085,
        6,
      ],
      "timing": [
        1000,
        2000,
        5000,
        300000,
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
  expect(c.ONRAMP_FALLBACK_PAYMENT_CURRENCIES.map((p) => p.id)).toEqual(['USD', 'EUR'])
  expect(c.ONRAMP_FALLBACK_PAYMENT_CURRENCIES[0]?.payment_method_limits).toEqual([
    { id: 'card', min: '10.00', max: '7500.00' },
    { id: 'ach_bank_account', min: '10.00', max: '25000.00' },
  ])
  expect(
    c.ONRAMP_FALLBACK_PURCHASE_CURRENCIES.map((p) => [p.symbol, p.networks.map((n) => n.chain_id)]),
  ).toEqual([
    ['USDC', ['1', '137']],
    ['ETH', ['1', '137']],
  ])
  const off = Object.entries(c.DEFAULT_FEATURES)
    .filter(([, on]) => !on)
    .map(([k]) => k)
  expect(off).toEqual(['legalCheckbox', 'smartSessions', 'collapseWallets'])
})
