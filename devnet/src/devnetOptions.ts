// What startDevnet takes and gives: its options, the started devnet's shape, and the option presets.
import type { Address } from 'viem'
import type { AaStackOptions, DevnetAa } from './aa/startAaStack'
import type { PriceTable } from './api/ApiDeps'
import type { ApiServer } from './api/startApiServer'
import type { BitcoinNode } from './bitcoin/startBitcoinNode'
import type { DevnetAccount } from './chain/accounts'
import type { DEVNET_CONTRACTS } from './chain/contracts'
import type { FarcasterRelayServer } from './farcaster/startFarcasterRelay'
import type { FaultRegistry } from './faults/FaultRegistry'
import type { ProjectConfig } from './http/projects'
import type { Mailbox } from './mail/Mailbox'
import type { SocialProviders } from './oidc/startSocialProviders'
import type { OnrampDevnet, OnrampDevnetOptions } from './onramp/startOnramp'
import type { SolanaNode } from './solana/startSolanaNode'
import type { Database } from './storage/openDatabase'
import type { DEVNET_DEX } from './swap/dexContracts'

/** One chain to start: its EVM chain id and an optional fixed port. */
export interface DevnetChainOptions {
  chainId: number
  port?: number
}

/** Options for startDevnet; every port is optional (0 or absent = a free port on 127.0.0.1). */
export interface StartDevnetOptions {
  /** Chains to start (default 31337 and 31338). */
  chains?: DevnetChainOptions[]
  /** Deploy tokens and write past transactions (default true). */
  seed?: boolean
  /** Deploy Uniswap V2 with seeded pools and answer the convert endpoints from it (default true; needs seed). */
  swap?: boolean
  /** Fixed port of the blockchain-data API server. */
  apiPort?: number
  /** Fixed port of the wallet catalogue server. */
  cataloguePort?: number
  /** Fixed port of the WalletConnect relay. */
  relayPort?: number
  /** Fixed port of the test-wallet page server. */
  walletPort?: number
  /** Start the local Solana node (default true). */
  solana?: boolean
  /** Fixed JSON-RPC port of the Solana node (its WebSocket is on this port and port + 1). */
  solanaPort?: number
  /** Start the Bitcoin node (bcoin regtest) and its Esplora facade (default true). */
  bitcoin?: boolean
  /** Fixed port of the Bitcoin Esplora facade (`${url}/api`). */
  bitcoinPort?: number
  /** PostgreSQL URL; absent = embedded PGlite in memory. */
  databaseUrl?: string
  /** PostgreSQL schema (with databaseUrl), so several devnets can share one server. */
  databaseSchema?: string
  /** Projects and their allowed origins (default: DEFAULT_PROJECT_ID for loopback + a restricted one). */
  projects?: ProjectConfig[]
  /** USD prices by symbol (default ETH 3000, USDC 1, DAI 0.9998). */
  prices?: PriceTable
  /** Balance cache lifetime in ms (default 2000); forceUpdate bypasses it. */
  balanceCacheMs?: number
  /** Folder for the PGlite template cache (default devnet/.devnet-data); null disables it. */
  cacheDir?: string | null
  /** Fixed port of the frame host (the secure frame page and its API). */
  framePort?: number
  /** Fixed SMTP port of the mail sink. */
  smtpPort?: number
  /** Fixed HTTP port of the mailbox page and API. */
  mailboxPort?: number
  /**
   * The ERC-4337 stack (EntryPoint v0.8, account factory, verifying paymaster, alto bundlers, paymaster
   * service): true by default; options set its port, sponsored projects and when bundlers start. Needs
   * `seed` (the contracts are deployed with the seed).
   */
  aa?: boolean | AaStackOptions
  /** The on-ramp providers' checkout servers and the API's on-ramp routes (default true; options to change them). */
  onramp?: boolean | OnrampDevnetOptions
  /** Start the sign-in server and deploy its smart-account factory (default true). */
  siwx?: boolean
  /** Fixed port of the sign-in server. */
  siwxPort?: number
  /** Start the social providers (OIDC/OAuth issuers at `${socialUrl}/<provider>`; default true). */
  social?: boolean
  /** Fixed port of the social providers. */
  socialPort?: number
  /** Start the Farcaster relay and app page and put the IdRegistry on the first chain (default true; needs seed). */
  farcaster?: boolean
  /** Fixed port of the Farcaster relay and app page. */
  farcasterPort?: number
}

/** The devnet's Farcaster: relay, app page and the IdRegistry on the first chain. */
export interface DevnetFarcaster {
  /** The auth relay (as `@farcaster/auth-client`'s `relay`): `${relayUrl}/v1/channel…`. */
  relayUrl: string
  /** The "Farcaster app" page: `${appUrl}?uri=farcaster://connect?…`. */
  appUrl: string
  /** JSON-RPC of the chain holding the IdRegistry. */
  rpcUrl: string
  idRegistryAddress: string
  /** The relay and its test helpers (approve a channel as a devnet user). */
  server: FarcasterRelayServer
}

/** A started chain as the endpoints list describes it. */
export interface DevnetChain {
  chainId: number
  /** CAIP-2 id, e.g. eip155:31337. */
  caipNetworkId: `eip155:${number}`
  rpcUrl: string
  pid: number
}

/** Everything startDevnet started, with its endpoints; stop() ends all of it. */
export interface Devnet {
  chains: DevnetChain[]
  /** The local Solana node (rpcUrl, wsUrl, caipNetworkId, accounts, mints); undefined with `solana: false`. */
  solana: SolanaNode | undefined
  /** The Bitcoin node and its Esplora facade (esploraUrl, network, accounts, mine); undefined with `bitcoin: false`. */
  bitcoin: BitcoinNode | undefined
  /** Blockchain-data API base URL (paths /v1/...). */
  apiUrl: string
  /** Wallet catalogue base URL (/getWallets, images, /e). */
  catalogueUrl: string
  /** WalletConnect relay WebSocket URL (pass as relayUrl). */
  relayUrl: string
  /** Wallet server base URL. */
  walletUrl: string
  /** The WalletConnect wallet page ("the phone"); add ?uri=wc:… to pair. */
  walletPageUrl: string
  /** Script that installs the injected EIP-6963 test wallet (?ethereum=1, ?mode=reject|manual, ?chainId=N). */
  testWalletScriptUrl: string
  /** Frame host base URL (127.0.0.1): the frame page is `${frameUrl}/frame?projectId=…`. */
  frameUrl: string
  /** Mailbox of the mail sink: `GET ${mailboxUrl}/mailbox/:email` (JSON), `/inbox?email=` (page). */
  mailboxUrl: string
  /** SMTP URL of the mail sink (the frame host sends its code emails there). */
  smtpUrl: string
  /** The mail sink's messages (tests in the same process wait on it). */
  mailbox: Mailbox
  /** The on-ramp: its providers' checkout servers (each on its own origin); undefined with `onramp: false`. */
  onramp: OnrampDevnet | undefined
  /**
   * The sign-in server (`POST ${url}/v1/nonce`…) and the ERC-1271 test account factory on every chain
   * (deployed with `seed`); undefined with `siwx: false`.
   */
  siwx: { url: string; accountFactory: Address | undefined } | undefined
  /** The project id every service accepts from loopback origins. */
  projectId: string
  /** Zone of registered names, e.g. 'airlock.id'. */
  nameZone: string
  /** Catalogue id of the devnet test wallet. */
  testWalletId: string
  accounts: readonly DevnetAccount[]
  contracts: typeof DEVNET_CONTRACTS
  /** The Uniswap V2 deployment (same addresses on every chain); undefined with `swap: false` or `seed: false`. */
  dex: typeof DEVNET_DEX | undefined
  database: Database['kind']
  /** Social providers (issuers at `${social.url}/<provider>`, clients per project); undefined with `social: false`. */
  social: SocialProviders | undefined
  /** Farcaster relay, app page and IdRegistry; undefined with `farcaster: false` or `seed: false`. */
  farcaster: DevnetFarcaster | undefined
  /** Fault rules shared by the API, catalogue, social and Farcaster servers (also reachable at /__devnet/faults). */
  faults: FaultRegistry
  /** The API server (indexers, for tests that want to sync). */
  api: ApiServer
  /** The ERC-4337 stack (contracts, bundler and paymaster URLs per chain); undefined when off. */
  aa: DevnetAa | undefined
  /**
   * Milliseconds since start at which each part was ready; `servers` is the API/catalogue step after
   * chains and wallet; `database` may finish after `total` (storage-backed routes wait for it);
   * `frameDatabase` (the frame host's, opened with the rest) always finishes before `total`.
   */
  timingsMs: {
    database: number
    frameDatabase: number
    chains: number
    wallet: number
    servers: number
    bitcoin: number
    aa: number
    total: number
  }
  /** Stops every service and process; safe to call twice. */
  stop(): Promise<void>
}

/**
 * Options that leave out the services only some features use (the Bitcoin node, the ERC-4337 stack, the on-ramp
 * providers, the sign-in server, the social providers and Farcaster), for tests of the rest: each one left out
 * saves its start-up. Spread it first and turn one back on after it.
 * @example
 * const devnet = await startDevnet({ ...OPTIONAL_SERVICES_OFF, siwx: true })
 */
export const OPTIONAL_SERVICES_OFF = {
  bitcoin: false,
  aa: false,
  onramp: false,
  siwx: false,
  social: false,
  farcaster: false,
} as const satisfies StartDevnetOptions

/** Default chains: two anvil nodes so network switching is real. */
export const DEFAULT_CHAIN_IDS = [31337, 31338] as const
