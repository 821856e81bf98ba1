// Measures the devnet Bitcoin node's start-up N times (default 3), and what it costs the devnet's own event
// loop: as run (bcoin in a child process, the facade here) and, for comparison, the same node work done in
// this process (bcoin loaded, opened, 101 maturity blocks mined), watching the event loop's longest stall
// with perf_hooks.monitorEventLoopDelay. Prints JSON.
// Usage: node --conditions=source --import tsx scripts/benchBitcoinStartup.ts [runs]
import { createRequire } from 'node:module'
import { loadavg } from 'node:os'
import { monitorEventLoopDelay } from 'node:perf_hooks'

const runs = Number(process.argv[2] ?? 3)
const { startBitcoinNode } = await import('../src/bitcoin/startBitcoinNode')

/** Runs `work` while sampling the event loop every 10 ms: its wall time and the event loop's longest stall. */
async function watched<T>(
  work: () => Promise<T>,
): Promise<{ result: T; wallMs: number; maxStallMs: number }> {
  const histogram = monitorEventLoopDelay({ resolution: 10 })
  histogram.enable()
  // Let the histogram take its first samples: a stall right after enable() would go unrecorded.
  await new Promise((resolve) => setTimeout(resolve, 50))
  const t = performance.now()
  const result = await work()
  const wallMs = Math.round(performance.now() - t)
  histogram.disable()
  return { result, wallMs, maxStallMs: Math.round(histogram.max / 1e6) }
}

const child: Array<{ wallMs: number; maxStallMs: number; nodeMs: number; seedMs: number }> = []
for (let i = 0; i < runs; i++) {
  const {
    result: node,
    wallMs,
    maxStallMs,
  } = await watched(() => startBitcoinNode({ blockIntervalMs: false, mineAfterBroadcastMs: false }))
  child.push({
    wallMs,
    maxStallMs,
    nodeMs: node.timingsMs.node,
    seedMs: node.timingsMs.seed - node.timingsMs.node,
  })
  await node.stop()
}

// The same node work in this process (what running bcoin in-process would put on the devnet's event loop).
const inProcess = await watched(async () => {
  const require = createRequire(import.meta.url)
  const bcoin = require('bcoin')
  const network = bcoin.Network.get('regtest')
  network.minerWindow = 1
  network.activationThreshold = 1
  const node = new bcoin.FullNode({
    network: 'regtest',
    memory: true,
    workers: false,
    listen: false,
    indexTX: true,
    indexAddress: true,
    logLevel: 'none',
    httpPort: 0,
    httpHost: '127.0.0.1',
    apiKey: 'k',
  })
  await node.open()
  const miner = bcoin.KeyRing.generate(true, 'regtest')
  await node.rpc.execute({
    method: 'generatetoaddress',
    params: [101, miner.getAddress('string', 'regtest')],
  })
  await node.close()
})

console.log(
  JSON.stringify({
    loadAverage: loadavg().map((l) => Math.round(l * 10) / 10),
    childProcess: child,
    inProcess: { wallMs: inProcess.wallMs, maxStallMs: inProcess.maxStallMs },
  }),
)
