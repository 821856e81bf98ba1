import { randomBytes } from 'node:crypto'
import { frameHostSmartAccounts } from './aa/frameHostSmartAccounts'
import { DEFAULT_NAME_ZONE, startApiServer } from './api/startApiServer'
import { TEST_WALLET_CATALOGUE_ID } from './catalogue/generateCatalogue'
import { startCatalogueServer } from './catalogue/startCatalogueServer'
import { DEVNET_ACCOUNTS } from './chain/accounts'
import { DEVNET_CONTRACTS } from './chain/contracts'
import { seedChain } from './chain/seedChain'
import { type AnvilNode, startAnvil } from './chain/startAnvil'
import {
  DEFAULT_CHAIN_IDS,
  type Devnet,
  type DevnetChain,
  type DevnetChainOptions,
  type DevnetFarcaster,
  OPTIONAL_SERVICES_OFF,
  type StartDevnetOptions,
} from './devnetOptions'
import { FaultRegistry } from './faults/FaultRegistry'
import { DEFAULT_PROJECT_ID, defaultProjects } from './http/projects'
import { loadFrameHost } from './mail/loadFrameHost'
import { frameHostSocialLogin, registerFrameCallbacks, startSocialServices } from './oidc/startSocialServices'
import { startRelay } from './relay/startRelay'
import { deploySiwxAccountFactory, SIWX_ACCOUNT_FACTORY } from './siwx/smartAccounts'
import { defaultCacheDir } from './storage/defaultCacheDir'
import { lazyDatabase } from './storage/lazyDatabase'
import { openDatabase } from './storage/openDatabase'
import { openDevnetFrameDatabase } from './storage/openFrameDatabase'
import { deployDex } from './swap/deployDex'
import { DEVNET_DEX } from './swap/dexContracts'
import { startWalletServer } from './wallet/startWalletServer'

export { defaultCacheDir } from './storage/defaultCacheDir'
export {
  DEFAULT_CHAIN_IDS,
  type Devnet,
  type DevnetChain,
  type DevnetChainOptions,
  type DevnetFarcaster,
  OPTIONAL_SERVICES_OFF,
  type StartDevnetOptions,
}

/** How long the devnet's frame host waits for each request to a devnet social provider. */
const DEVNET_SOCIAL_REQUEST_TIMEOUT_MS = 30_000

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
    // The providers first: the frame host is given their clients' config; their redirect URIs (the
    // frame host's callback) follow once it listens.
    const projectIds = projects.map((p) => p.id)
    const { social, farcaster } = await startSocialServices(options, {
      faults,
      projects: projectIds,
      ...(nodes[0] ? { rpcUrl: nodes[0].rpcUrl } : {}),
      stops,
    })
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
        // The embedded wallet's default EVM account is a smart account on the chains the 4337 stack serves.
        smartAccounts: frameHostSmartAccounts(aa),
        ...(options.framePort ? { port: options.framePort } : {}),
        socialLogin: frameHostSocialLogin(social, projectIds),
        // Sign In With Farcaster through the devnet relay, checked against the IdRegistry on anvil.
        ...(farcaster
          ? {
              farcaster: {
                relayUrl: farcaster.relayUrl,
                rpcUrl: farcaster.rpcUrl,
                idRegistryAddress: farcaster.idRegistryAddress,
              },
            }
          : {}),
      },
      {
        database: frameDb,
        // The devnet's providers share a process (and, in tests, a loaded machine) with everything else here:
        // in a full run under load 20–30 a first social sign-in got the frame host's 503 (a provider request
        // past its default 10 s is PROVIDER_UNAVAILABLE). A provider that is down still fails at once.
        socialRequestTimeoutMs: DEVNET_SOCIAL_REQUEST_TIMEOUT_MS,
      },
    )
    stops.push(() => frameHost.stop())
    if (social) registerFrameCallbacks(social, projectIds, frameHost.url)
    const siwxServer = await siwxStarting
    const siwx: Devnet['siwx'] = siwxServer && { url: siwxServer.url, accountFactory: await siwxFactory }
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
