// Measures the devnet Solana node's start-up (litesvm ledger, seeded accounts and mints, JSON-RPC and
// WebSocket listeners on 127.0.0.1) N times in one process (default 5), stopping each before the next.
// The first start also pays litesvm's native module load. Prints JSON: the import time of @airlock/devnet
// and each start's wall time beside the node's own `startupMs`.
// Usage: node --conditions=source --import tsx scripts/benchSolanaStartup.ts [runs]
const runs = Number(process.argv[2] ?? 5)
const t0 = performance.now()
const { startSolanaNode } = await import('../src/index')
const importMs = Math.round(performance.now() - t0)
const starts: { wallMs: number; startupMs: number }[] = []
for (let i = 0; i < runs; i++) {
  const t = performance.now()
  const node = await startSolanaNode()
  starts.push({ wallMs: Math.round(performance.now() - t), startupMs: node.startupMs })
  await node.stop()
}
console.log(JSON.stringify({ importMs, starts }))
