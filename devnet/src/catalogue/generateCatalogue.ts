import { createHash } from 'node:crypto'

/** One wallet of the catalogue, in the wallet-list shape the modal reads. */
export interface CatalogueWallet {
  id: string
  name: string
  homepage: string
  image_id: string
  order: number
  rdns: string | null
  mobile_link: string | null
  desktop_link: string | null
  webapp_link: string | null
  app_store: string | null
  play_store: string | null
  chains: string[]
  injected: Array<{ namespace: string; injected_id: string }> | null
  badge_type: 'certified' | 'none'
}

/** CAIP-2 ids the generated wallets support (the devnet chains first). */
export const CATALOGUE_CHAINS = [
  'eip155:31337',
  'eip155:31338',
  'eip155:1',
  'eip155:137',
  'eip155:8453',
  'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  'bip122:000000000019d6689c085ae165831e93',
] as const

/** Id of the devnet's own test wallet in the catalogue (sha256 of 'airlock-test-wallet'). */
export const TEST_WALLET_CATALOGUE_ID = sha256('airlock-test-wallet')

const PREFIXES = [
  'Nova',
  'Orbit',
  'Zen',
  'Pixel',
  'Echo',
  'Atlas',
  'Lumen',
  'Cobalt',
  'Vertex',
  'Ember',
  'Quartz',
  'Harbor',
  'Nimbus',
  'Solace',
  'Pulse',
  'Tidal',
  'Aurora',
  'Cipher',
  'Summit',
  'Falcon',
  'Beacon',
  'Granite',
  'Mosaic',
  'Kinetic',
  'Prism',
  'Meridian',
  'Sable',
  'Juniper',
  'Onyx',
  'Velvet',
]
const SUFFIXES = [
  'Wallet',
  'Vault',
  'Pay',
  'Keep',
  'Safe',
  'Pocket',
  'Key',
  'Link',
  'Hub',
  'One',
  'Wave',
  'Port',
  'Box',
  'Chain',
  'Pass',
  'Signer',
  'Guard',
  'Flow',
  'Base',
  'Mint',
  'X',
]

function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex')
}

function uuidFrom(text: string): string {
  const h = sha256(text)
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20, 32)}`
}

/** A seeded PRNG (mulberry32), so the catalogue is the same on every run. */
function random(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

function entry(name: string, order: number, fields: Partial<CatalogueWallet>): CatalogueWallet {
  const slug = name.toLowerCase().replace(/[^a-z0-9]+/g, '')
  return {
    id: sha256(`wallet:${name}`),
    name,
    homepage: `https://${slug}.example`,
    image_id: uuidFrom(`image:${name}`),
    order,
    rdns: null,
    mobile_link: `${slug}://`,
    desktop_link: null,
    webapp_link: null,
    app_store: null,
    play_store: null,
    chains: ['eip155:1'],
    injected: null,
    badge_type: 'none',
    ...fields,
  }
}

/** Options of the generated catalogue. */
export interface CatalogueOptions {
  /** Generated wallets besides the well-known ones (default 620). */
  size?: number
  /** webapp_link of the devnet test wallet (its page on the wallet server), if known. */
  testWalletUrl?: string
}

/** Builds the deterministic catalogue: the devnet test wallets, a few well-known names, then generated ones. */
export function generateCatalogue(options: CatalogueOptions = {}): CatalogueWallet[] {
  const devChains = ['eip155:31337', 'eip155:31338']
  const wallets: CatalogueWallet[] = [
    entry('Airlock Test Wallet', 1, {
      id: TEST_WALLET_CATALOGUE_ID,
      rdns: 'dev.airlock.testwallet',
      mobile_link: 'airlock-testwallet://',
      webapp_link: options.testWalletUrl ?? null,
      chains: devChains,
      injected: [{ namespace: 'eip155', injected_id: 'dev.airlock.testwallet' }],
      badge_type: 'certified',
    }),
    entry('MetaMask', 2, {
      id: 'c57ca95b47569778a828d19178114f4db188b89b763c899ba0be274e97267d96',
      rdns: 'io.metamask',
      mobile_link: 'metamask://',
      chains: ['eip155:1', 'eip155:137', 'eip155:8453', ...devChains],
      injected: [{ namespace: 'eip155', injected_id: 'isMetaMask' }],
      badge_type: 'certified',
    }),
    entry('Trust Wallet', 3, {
      rdns: 'com.trustwallet.app',
      mobile_link: 'trust://',
      chains: [...CATALOGUE_CHAINS],
      badge_type: 'certified',
    }),
    entry('Coinbase Wallet', 4, {
      rdns: 'com.coinbase.wallet',
      mobile_link: 'cbwallet://',
      chains: ['eip155:1', 'eip155:8453'],
    }),
    entry('Rainbow', 5, {
      rdns: 'me.rainbow',
      mobile_link: 'rainbow://',
      chains: ['eip155:1', 'eip155:137', 'eip155:8453'],
    }),
    entry('Phantom', 6, {
      rdns: 'app.phantom',
      mobile_link: 'phantom://',
      chains: [
        'eip155:1',
        'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
        'bip122:000000000019d6689c085ae165831e93',
      ],
    }),
  ]
  const rand = random(6963)
  const pick = <T>(list: readonly T[]) => list[Math.floor(rand() * list.length)]!
  const seen = new Set(wallets.map((w) => w.name))
  const size = options.size ?? 620
  for (let i = 0; wallets.length < size + 6; i++) {
    let name = `${pick(PREFIXES)} ${pick(SUFFIXES)}`
    if (seen.has(name)) name = `${name} ${i}`
    seen.add(name)
    const slug = name.toLowerCase().replace(/[^a-z0-9]+/g, '')
    const chains = CATALOGUE_CHAINS.filter((_, k) => k === 2 || rand() < 0.3)
    const hasRdns = rand() < 0.4
    wallets.push(
      entry(name, wallets.length + 1, {
        rdns: hasRdns ? `com.${slug}` : null,
        mobile_link: rand() < 0.85 ? `${slug}://` : null,
        desktop_link: rand() < 0.25 ? `${slug}-desktop://` : null,
        webapp_link: rand() < 0.2 ? `https://app.${slug}.example` : null,
        app_store: rand() < 0.7 ? `https://apps.apple.example/${slug}` : null,
        play_store: rand() < 0.7 ? `https://play.google.example/${slug}` : null,
        chains,
        injected: hasRdns ? [{ namespace: 'eip155', injected_id: `com.${slug}` }] : null,
        badge_type: rand() < 0.15 ? 'certified' : 'none',
      }),
    )
  }
  return wallets
}
