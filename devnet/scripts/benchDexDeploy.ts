// Measures what the DEX adds to devnet start-up: on a fresh anvil node, seedChain, then deployDex (WETH9,
// factory, router, 3 pools: 10 transactions), N times (default 5); the first deployDex also reads the npm
// artifacts. Prints each run's seed and deploy times in ms, and the medians.
// Usage: cd devnet && node --conditions=source --import tsx scripts/benchDexDeploy.ts [runs]
import { seedChain, startAnvil } from '../src/index'
import { deployDex } from '../src/swap/deployDex'

const runs = Number(process.argv[2] ?? 5)
const rows: Array<{ seedMs: number; deployDexMs: number }> = []
for (let i = 0; i < runs; i++) {
  const node = await startAnvil({
    chainId: 31337,
    genesisTimestamp: Math.floor(Date.now() / 1000) - 5 * 86_400,
  })
  try {
    const t0 = performance.now()
    await seedChain(node.rpcUrl, node.chainId)
    const t1 = performance.now()
    await deployDex(node.rpcUrl)
    rows.push({ seedMs: Math.round(t1 - t0), deployDexMs: Math.round(performance.now() - t1) })
  } finally {
    await node.stop()
  }
}
const median = (key: 'seedMs' | 'deployDexMs') =>
  rows.map((r) => r[key]).sort((a, b) => a - b)[Math.floor(rows.length / 2)]
console.table(rows)
console.log(
  JSON.stringify({ runs, medianSeedMs: median('seedMs'), medianDeployDexMs: median('deployDexMs') }),
)
