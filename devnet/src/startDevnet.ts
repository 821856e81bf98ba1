import { randomBytes } from 'node:crypto'
import type { Address } from 'viem'
import type { AaStackOptions, DevnetAa } from './aa/startAaStack'
import type { PriceTable } from './api/ApiDeps'
import { type ApiServer, DEFAULT_NAME_ZONE, startApiServer } from './api/startApiServer'
import type { BitcoinNode } from './bitcoin/startBitcoinNode'
import { TEST_WALLET_CATALOGUE_ID } from './catalogue/generateCatalogue'
import { startCatalogueServer } from './catalogue/startCatalogueServer'
import { DEVNET_ACCOUNTS, type DevnetAccount } from './chain/accounts'
import { DEVNET_CONTRACTS } from './chain/contracts'
import { seedChain } from './chain/seedChain'
import { type AnvilNode, startAnvil } from './chain/startAnvil'
import type { FarcasterRelayServer } from './farcaster/startFarcasterRelay'
import { FaultRegistry } from './faults/FaultRegistry'
import { DEFAULT_PROJECT_ID, defaultProjects, type ProjectConfig } from './http/projects'
import { loadFrameHost } from './mail/loadFrameHost'
import type { Mailbox } from './mail/Mailbox'
import type { SocialProviders } from './oidc/startSocialProviders'
import { startSocialServices } from './oidc/startSocialServices'
import type { OnrampDevnet, OnrampDevnetOptions } from './onramp/startOnramp'
import { startRelay } from './relay/startRelay'
import { deploySiwxAccountFactory, SIWX_ACCOUNT_FACTORY } from './siwx/smartAccounts'
import type { SolanaNode } from './solana/startSolanaNode'
import { defaultCacheDir } from './storage/defaultCacheDir'
import { lazyDatabase } from './storage/lazyDatabase'
import { type Database, openDatabase } from './storage/openDatabase'
import { openDevnetFrameDatabase } from './storage/openFrameDatabase'
import { deployDex } from './swap/deployDex'
import { DEVNET_DEX } from './swap/dexContracts'
import { startWalletServer } from './wallet/startWalletServer'

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

export { defaultCacheDir } from './storage/defaultCacheDir'

/** Starts the whole devnet on 127.0.0.1 and resolves when every service is ready. */
export async function startDevnet(options: StartDevnetOptions = {}): Promise<Devnet> {
  const chainOptions: DevnetChainOptions[] =
    options.chains ?? DEFAULT_CHAIN_IDS.map((chainId) => ({ chainId }))
  const stops: Array<() => Promise<void>> = []
  let stopped: Promise<void> | undefined
  const stop = () => {
    // Servers first (they hold connections), then chains and the database.
    stopped ??= stops
      .reverse()
      .reduce<Promise<unknown>>((prev, s) => prev.then(() => s().catch(() => undefined)), Promise.resolve())
      .then(() => undefined)
    return stopped
  }
  const t0 = performance.now()
  const since = () => Math.round(performance.now() - t0)
  const timingsMs = {
    database: 0,
    frameDatabase: 0,
    chains: 0,
    wallet: 0,
    servers: 0,
    bitcoin: 0,
    aa: 0,
    total: 0,
  }
  try {
    const genesisTimestamp = Math.floor(Date.now() / 1000) - 5 * 86_400
    const projects = options.projects ?? defaultProjects()
    const faults = new FaultRegistry()
    const cacheDir = options.cacheDir === null ? null : (options.cacheDir ?? defaultCacheDir() ?? null)
    // bcoin runs in a child process (its start-up uses the other core); the facade shares the fault rules.
    const bitcoinPromise =
      options.bitcoin === false
        ? Promise.resolve(undefined)
        : import('./bitcoin/startBitcoinNode').then(async ({ startBitcoinNode }) => {
            const node = await startBitcoinNode({
              faults,
              projects,
              ...(options.bitcoinPort ? { port: options.bitcoinPort } : {}),
              ...(options.seed === false ? { seed: false } : {}),
            })
            stops.push(() => node.stop())
            timingsMs.bitcoin = since()
            return node
          })
    const dbPromise = openDatabase({
      ...(options.databaseUrl ? { url: options.databaseUrl } : {}),
      ...(options.databaseSchema ? { schema: options.databaseSchema } : {}),
      cacheDir,
    })
    // The servers start on a lazy handle; storage-backed routes wait for the database to open.
    const dbReady = dbPromise.then((d) => {
      timingsMs.database = since()
      return d
    })
    const db = lazyDatabase(options.databaseUrl ? 'postgres' : 'pglite', dbReady)
    stops.unshift(() => db.close())
    // The frame host's database opens now, beside the rest, from the same template (a second worker), and
    // the frame host starts only once it answers: a visitor's first login never waits for PGlite.
    const frameHostModule = loadFrameHost()
    const frameDbPromise = frameHostModule
      .then((frameHost) =>
        openDevnetFrameDatabase(frameHost, {
          ...(options.databaseUrl
            ? { url: options.databaseUrl, schema: `${options.databaseSchema ?? 'devnet'}_frame` }
            : {}),
          cacheDir,
        }),
      )
      .then((frameDb) => {
        timingsMs.frameDatabase = since()
        return frameDb
      })
    // Awaited before the frame host starts; until then a failure must not count as unhandled.
    frameDbPromise.catch(() => undefined)
    // Closed after everything else has stopped (the frame host first lets its requests finish).
    stops.unshift(() => frameDbPromise.then((frameDb) => frameDb.close()))
    const nodesPromise = Promise.all(
      chainOptions.map(async (c) => {
        const node = await startAnvil({
          chainId: c.chainId,
          genesisTimestamp,
          ...(c.port ? { port: c.port } : {}),
        })
        stops.push(() => node.stop())
        return node
      }),
    )
    const swap = options.seed !== false && options.swap !== false
    const seeded = nodesPromise.then(async (nodes) => {
      if (options.seed !== false) {
        await Promise.all(
          nodes.map(async (n) => {
            await seedChain(n.rpcUrl, n.chainId)
            if (swap) await deployDex(n.rpcUrl, options.prices ? { prices: options.prices } : {})
          }),
        )
      }
      timingsMs.chains = since()
      return nodes
    })
    // The ERC-4337 contracts go on the seeded chains, then the bundler/paymaster server starts.
    const aaOptions = options.aa ?? true
    const aaPromise =
      aaOptions === false || options.seed === false
        ? Promise.resolve(undefined)
        : seeded.then(async (nodes) => {
            const { startAaStack } = await import('./aa/startAaStack')
            const aa = await startAaStack(
              nodes.map((n) => ({ chainId: n.chainId, rpcUrl: n.rpcUrl })),
              { projects, faults },
              aaOptions === true ? {} : aaOptions,
            )
            stops.push(() => aa.server.stop())
            timingsMs.aa = since()
            return aa
          })
    // Loaded while the chains start; its servers start once they are up (it delivers on them).
    const onrampModule = options.onramp === false ? undefined : import('./onramp/startOnramp')
    onrampModule?.catch(() => undefined) // a failure is seen where it is awaited, never as an unhandled one
    // The sign-in server's modules load while the chains start; the server starts beside the API.
    const siwxModule =
      options.siwx === false
        ? undefined
        : import('./siwx/startDevnetSiwx').then(async (m) => ({
            ...m,
            serverModule: await m.loadSiwxServer(),
          }))
    siwxModule?.catch(() => undefined)
    // The sign-in server's ERC-1271 account factory, deployed once the chains are seeded.
    const siwxFactory =
      options.siwx === false || options.seed === false
        ? Promise.resolve(undefined)
        : seeded.then(async (nodes) => {
            await Promise.all(nodes.map((n) => deploySiwxAccountFactory(n.rpcUrl)))
            return SIWX_ACCOUNT_FACTORY
          })
    siwxFactory.catch(() => undefined)
    const relayPromise = startRelay(options.relayPort ? { port: options.relayPort } : {}).then((relay) => {
      stops.push(() => relay.stop())
      return relay
    })
    const solanaPromise =
      options.solana === false
        ? Promise.resolve(undefined)
        : import('./solana/startSolanaNode').then(async ({ startSolanaNode }) => {
            const node = await startSolanaNode({
              ...(options.solanaPort ? { port: options.solanaPort } : {}),
              ...(options.seed === false ? { seed: false } : {}),
            })
            stops.push(() => node.stop())
            return node
          })
    // The wallet server also waits for the Solana node: its scripts carry the node's RPC URL.
    const walletPromise = Promise.all([relayPromise, nodesPromise, solanaPromise, bitcoinPromise]).then(
      async ([relay, nodes, sol, btc]) => {
        const wallet = await startWalletServer({
          relayUrl: relay.url,
          chains: nodes.map((n) => ({
            chainId: n.chainId,
            rpcUrl: n.rpcUrl,
            name: `Airlock Devnet ${n.chainId}`,
          })),
          ...(options.walletPort ? { port: options.walletPort } : {}),
          ...(sol ? { solana: { rpcUrl: sol.rpcUrl } } : {}),
          ...(btc ? { bitcoin: { esploraUrl: btc.esploraUrl } } : {}),
        })
        stops.push(() => wallet.stop())
        timingsMs.wallet = since()
        return wallet
      },
    )
    // allSettled: on a failure, wait for the rest so stop() also ends what was still starting.
    const settled = await Promise.allSettled([
      seeded,
      relayPromise,
      walletPromise,
      solanaPromise,
      bitcoinPromise,
      aaPromise,
    ])
    const failed = settled.find((r) => r.status === 'rejected')
    if (failed) throw failed.reason
    const [nodes, relay, wallet, solana, bitcoin, aa] = await Promise.all([
      seeded,
      relayPromise,
      walletPromise,
      solanaPromise,
      bitcoinPromise,
      aaPromise,
    ])
    const onramp = onrampModule
      ? await onrampModule.then(async ({ startOnramp }) => {
          const started = await startOnramp({
            ...(typeof options.onramp === 'object' ? options.onramp : {}),
            db,
            faults,
            chains: nodes.map((n) => ({ chainId: n.chainId, rpcUrl: n.rpcUrl })),
            ...(solana ? { solana: { caipNetworkId: solana.caipNetworkId, rpcUrl: solana.rpcUrl } } : {}),
            ...(options.prices ? { prices: options.prices } : {}),
          })
          stops.push(() => started.stop())
          return started
        })
      : undefined
    const siwxStarting = siwxModule?.then(async ({ startDevnetSiwx, serverModule }) => {
      const server = await startDevnetSiwx({
        serverModule,
        db,
        faults,
        origins: projects.flatMap((p) => p.origins),
        chains: Object.fromEntries([
          ...nodes.map((n) => [`eip155:${n.chainId}`, n.rpcUrl]),
          ...(solana ? [[solana.caipNetworkId, null]] : []),
          ['bip122:0f9188f13cb7b2c71f2a335e3a4fc328', null], // regtest
        ]),
        ...(options.siwxPort ? { port: options.siwxPort } : {}),
      })
      // A failure elsewhere may have stopped the devnet while this one was starting.
      if (stopped) await server.stop()
      else stops.push(() => server.stop())
      return server
    })
    siwxStarting?.catch(() => undefined)
    const catalogue = await startCatalogueServer({
      db,
      testWalletUrl: wallet.walletPageUrl,
      faults,
      projects,
      ...(options.cataloguePort ? { port: options.cataloguePort } : {}),
    })
    stops.push(() => catalogue.stop())
    const api = await startApiServer({
      db,
      faults,
      projects,
      chains: nodes.map((n: AnvilNode) => ({ chainId: n.chainId, rpcUrl: n.rpcUrl })),
      iconBaseUrl: catalogue.url,
      ...(options.apiPort ? { port: options.apiPort } : {}),
      ...(options.prices ? { prices: options.prices } : {}),
      ...(options.balanceCacheMs !== undefined ? { balanceCacheMs: options.balanceCacheMs } : {}),
      ...(swap ? { swap: {} } : {}),
      ...(solana
        ? { solana: { caipNetworkId: solana.caipNetworkId, rpcUrl: solana.rpcUrl, ledger: solana.ledger } }
        : {}),
      ...(bitcoin ? { bitcoin: { network: bitcoin.network, esploraUrl: bitcoin.esploraUrl } } : {}),
      ...(onramp ? { onramp: onramp.api } : {}),
    })
    stops.push(() => api.stop())
    // Loaded on demand: smtp-server and mailparser stay out of the start-up imports.
    const { startMailSink } = await import('./mail/startMailSink')
    const mail = await startMailSink({
      ...(options.smtpPort ? { smtpPort: options.smtpPort } : {}),
      ...(options.mailboxPort ? { httpPort: options.mailboxPort } : {}),
    })
    stops.push(() => mail.stop())
    const { startFrameHost } = await frameHostModule
    const frameDb = await frameDbPromise
    const frameHost = await startFrameHost(
      {
        smtpUrl: mail.smtpUrl,
        mailFrom: 'Airlock Devnet <login@airlock.test>',
        secret: randomBytes(32).toString('hex'),
        projects: projects
          .map((p) => ({ id: p.id, origins: p.origins.filter((o) => o !== '*') }))
          .filter((p) => p.origins.length > 0),
        // The frame signs and sends through these URLs only: the anvil chains and the local Solana node.
        chains: Object.fromEntries([
          ...nodes.map((n) => [`eip155:${n.chainId}`, n.rpcUrl]),
          ...(solana ? [[solana.caipNetworkId, solana.rpcUrl]] : []),
        ]),
        ...(options.framePort ? { port: options.framePort } : {}),
      },
      { database: frameDb },
    )
    stops.push(() => frameHost.stop())
    const siwxServer = await siwxStarting
    const siwx: Devnet['siwx'] = siwxServer && { url: siwxServer.url, accountFactory: await siwxFactory }
    const { social, farcaster } = await startSocialServices(options, {
      faults,
      projects: projects.map((p) => p.id),
      frameUrl: frameHost.url,
      ...(nodes[0] ? { rpcUrl: nodes[0].rpcUrl } : {}),
      stops,
    })
    timingsMs.total = since()
    timingsMs.servers = timingsMs.total - Math.max(timingsMs.chains, timingsMs.wallet)
    return {
      chains: nodes.map((n) => ({
        chainId: n.chainId,
        caipNetworkId: `eip155:${n.chainId}` as const,
        rpcUrl: n.rpcUrl,
        pid: n.pid,
      })),
      solana,
      bitcoin,
      apiUrl: api.url,
      catalogueUrl: catalogue.url,
      relayUrl: relay.url,
      walletUrl: wallet.url,
      walletPageUrl: wallet.walletPageUrl,
      frameUrl: frameHost.url,
      mailboxUrl: mail.url,
      smtpUrl: mail.smtpUrl,
      mailbox: mail.mailbox,
      onramp,
      siwx,
      social,
      farcaster,
      testWalletScriptUrl: wallet.injectScriptUrl,
      projectId: projects[0]?.id ?? DEFAULT_PROJECT_ID,
      nameZone: DEFAULT_NAME_ZONE,
      testWalletId: TEST_WALLET_CATALOGUE_ID,
      accounts: DEVNET_ACCOUNTS,
      contracts: DEVNET_CONTRACTS,
      dex: swap ? DEVNET_DEX : undefined,
      database: db.kind,
      faults,
      api,
      aa,
      timingsMs,
      stop,
    }
  } catch (error) {
    await stop()
    throw error
  }
}
