// `npm run bench`: the open paths of issue 12 on host pages built as a user builds them (hostBuild.ts), in one
// run: Airlock, the floor (React alone, a trivial dialog), web3-onboard and RainbowKit, each at 1x and 4x CPU,
// passes interleaved page by page so machine drift hits every page alike. Timing budgets are ratios to the
// floor's figure of the same run; then the wallet row click → balance rows per side of the test wallet (EVM on
// the airlock page, Solana and Bitcoin on pages of their own), other plugin sets' initial JS, and each plugin's
// eager face with the page that configures every plugin (scripts/pluginFaces.ts). Writes the Host app section of
// BENCHMARKS.md; exits 1 when a budget is missed.
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import { join } from 'node:path'
import { launchChromium, startDevnet } from '@airlock/devnet'
import { startSandboxServer } from '../../sandbox/server/sandboxServer'
import { devnetRuntimeConfig } from '../../sandbox/server/startSandbox'
import {
  measurePluginFaces,
  PLUGIN_FACES_METHOD,
  pluginFacesTable,
  pluginFacesWithin,
} from '../../scripts/pluginFaces'
import { BENCH_DIR } from './buildBench'
import { type ConnectBalanceFigures, connectBalanceTable, measureConnectBalance } from './connectBalanceRun'
import {
  buildHostPage,
  CONNECT_PAGES,
  type HostBuild,
  installHostPackages,
  PAGES,
  type PageName,
  SIZE_PAGES,
} from './hostBuild'
import { benchTables, sizeTable } from './pathReport'
import { measurePass, type PagePass } from './runPaths'

// Nine passes, as issue 32's budgets are stated (medians of at least 9): at 1x a click → dialog figure depends on
// where in its frame the click lands (the same code moved by ±1x in ratio between runs of three).
const RUNS = Number(process.env.BENCH_RUNS ?? 9)
const RATES = [1, 4] as const
const log = (line: string) => process.stderr.write(`${line}\n`)
const load = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(', ')
const loadAtStart = load()
const t0 = performance.now()
const startedAt = new Date()

// BENCH_REUSE_PACKAGES=1 measures the packages installed by the previous run (to iterate on the driver only).
const installMs = process.env.BENCH_REUSE_PACKAGES === '1' ? 0 : installHostPackages(log)
// BENCH_PAGES=floor,airlock,… times only those pages (to iterate on one library; the report then lacks the
// others' columns, so it is printed, not written, unless BENCH_WRITE=1).
const only = process.env.BENCH_PAGES?.split(',').map((p) => p.trim())
const timedPages = only ? PAGES.filter((p) => only.includes(p)) : PAGES
const builds = new Map<PageName, HostBuild<PageName>>()
for (const page of timedPages) {
  try {
    builds.set(page, await buildHostPage(page))
    log(`bench: built ${page}`)
  } catch (error) {
    log(`bench: ${page} did not build: ${(error as Error).message}`)
  }
}
// Other plugin sets, built for their initial JS only (not timed: the paths are the airlock page's).
const sizeBuilds: HostBuild[] = []
for (const page of only ? [] : SIZE_PAGES) {
  try {
    sizeBuilds.push(await buildHostPage(page))
    log(`bench: built ${page} (size only)`)
  } catch (error) {
    log(`bench: ${page} did not build: ${(error as Error).message}`)
  }
}
for (const b of sizeBuilds) rmSync(b.outDir, { recursive: true, force: true })
// The Solana and Bitcoin wallets' connect → balance pages (timed for that only), with the full run or when named.
const connectBuilds = new Map<(typeof CONNECT_PAGES)[number], HostBuild>()
for (const page of CONNECT_PAGES.filter((p) => !only || only.includes(p))) {
  try {
    connectBuilds.set(page, await buildHostPage(page))
    log(`bench: built ${page} (connect → balance)`)
  } catch (error) {
    log(`bench: ${page} did not build: ${(error as Error).message}`)
  }
}
// The Bitcoin node (and the test wallet's Bitcoin side) only for the Bitcoin wallet's page.
const devnet = await startDevnet({ bitcoin: connectBuilds.has('airlock-btc') })
const browser = await launchChromium()
const served = [...builds.values(), ...connectBuilds.values()]
const servers = await Promise.all(
  served.map((b) =>
    startSandboxServer({
      dir: b.outDir,
      config: { ...devnetRuntimeConfig(devnet), testWallet: true },
      testWalletScriptUrl: devnet.testWalletScriptUrl,
    }),
  ),
)
const urls = new Map<string, string>(served.map((b, i) => [b.page, servers[i]?.url ?? '']))
const passes: Record<number, Record<string, PagePass[]>> = {}
// Connect → balance: 9 passes per row (the minimum for its budgets), per wallet on its page.
const CONNECT_RUNS = Number(process.env.BENCH_CONNECT_RUNS ?? 9)
let connect: ConnectBalanceFigures | undefined
try {
  for (const rate of RATES) {
    const byPage: Record<string, PagePass[]> = {}
    passes[rate] = byPage
    // One warm-up pass per page at the first rate (discarded), then RUNS passes, interleaved page by page.
    for (let run = rate === RATES[0] ? -1 : 0; run < RUNS; run++) {
      for (const [page, build] of builds) {
        const pass = await measurePass(browser, urls.get(page) ?? '', build, rate)
        if (run < 0) continue
        const list = byPage[page] ?? []
        list.push(pass)
        byPage[page] = list
      }
      log(`bench: ${rate}x pass ${run + 1}/${RUNS} done (load ${load()})`)
    }
  }
  const connectUrls = {
    evm: urls.get('airlock'),
    solana: urls.get('airlock-sol'),
    bitcoin: urls.get('airlock-btc'),
  }
  if (Object.values(connectUrls).some(Boolean))
    connect = await measureConnectBalance(browser, connectUrls, RATES, CONNECT_RUNS, log)
} finally {
  await Promise.all(servers.map((s) => s.stop()))
  await browser.close()
  await devnet.stop()
  for (const b of served) rmSync(b.outDir, { recursive: true, force: true })
}

const tables = benchTables(passes, builds, {
  runs: RUNS,
  totalS: Math.round((performance.now() - t0) / 1000),
  installMs,
  load: `at the start: ${loadAtStart}, at the end: ${load()}`,
  missing: timedPages.filter((p) => !builds.has(p)),
})
const sizes = sizeTable(sizeBuilds, only ? 0 : SIZE_PAGES.length)
const connectRows = connect ? connectBalanceTable(connect, CONNECT_RUNS) : undefined
// Each plugin's eager face and the page with every plugin (issue 32 item 4), in the same run as the paths.
const faces = only ? undefined : await measurePluginFaces()
const facesText = faces
  ? `### Every plugin: eager faces and a page with all of them (same run)\n\n${PLUGIN_FACES_METHOD} \`npm run bench:size\` measures the same, with where the bytes go.\n\n${pluginFacesTable(faces)}`
  : undefined
const body = [tables.body, connectRows?.text, sizes.text, facesText].filter(Boolean).join('\n\n')
const ok = tables.ok && sizes.ok && (connectRows?.ok ?? true) && (faces ? pluginFacesWithin(faces) : true)
const heading = 'Host app: open paths against the floor and two other libraries'
const file = join(BENCH_DIR, '..', 'BENCHMARKS.md')
const text = existsSync(file) ? readFileSync(file, 'utf8') : '# Benchmarks\n'
// This section replaces the older host-app section (one heading per figure set; other sections are kept).
const section = (h: string) =>
  new RegExp(`## ${h.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\n[\\s\\S]*?(?=\\n## |$)`)
const stripped = text.replace(
  section('Host app: initial JS, time to interactive button, click to modal, heap'),
  '',
)
const machine = `Machine: ${os.cpus().length} × ${os.cpus()[0]?.model.split(' ').slice(0, 2).join(' ') ?? 'CPU'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}, ${new Date().toISOString().slice(0, 10)}.`
const command = `Command: \`npm run bench\`, started ${startedAt.toISOString().slice(0, 16).replace('T', ' ')} UTC (\`BENCH_PAGES=floor,airlock BENCH_WRITE=0\` runs a subset and only prints it).`
const full = `## ${heading}\n\n${command}\n\n${body}\n\n${machine}\n`
const next = section(heading).test(stripped)
  ? stripped.replace(section(heading), `${full.trimEnd()}\n`) // the match ends before the blank line of the next heading
  : `${stripped.trimEnd()}\n\n${full}`
if (process.env.BENCH_WRITE === '1' || (process.env.BENCH_WRITE !== '0' && !only))
  writeFileSync(file, `${next.trimEnd()}\n`)
process.stdout.write(`${body}\n`)
process.exit(ok ? 0 : 1)
