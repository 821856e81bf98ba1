// Builds examples/wagmi-app (wagmi + Airlock) and the same page written for plain wagmi (its `injected()`
// connector and a hand-written connect button, no modal) with Vite, minified, and prints the initial JS of
// each: the entry chunk and every chunk it imports statically, gzip (level 9) and raw.
//   node --import tsx plugins/wagmi/scripts/measureExample.ts
// With `--rainbowkit`, also the same page with RainbowKit (which needs wagmi 2): its pinned packages are
// installed with npm into a scratch folder outside the repository (or `--rainbowkit=<folder>` reuses one).
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import { RAINBOWKIT_PAGE, rainbowKitProject } from './rainbowKitPage'

const EXAMPLE = fileURLToPath(new URL('../../../examples/wagmi-app/', import.meta.url))

/** The plain-wagmi page: the same account panel, wagmi's injected connector instead of Airlock. */
const PLAIN_WAGMI = `
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { createRoot } from 'react-dom/client'
import { mainnet, sepolia } from 'viem/chains'
import { createConfig, http, useBalance, useConnect, useConnection, useConnectors, useDisconnect, useSignMessage, WagmiProvider } from 'wagmi'
import { injected } from 'wagmi/connectors'

const config = createConfig({ chains: [mainnet, sepolia], connectors: [injected()], transports: { [mainnet.id]: http(), [sepolia.id]: http() } })
const queryClient = new QueryClient()
function ConnectButton() {
  const { status } = useConnection()
  const connectors = useConnectors()
  const connect = useConnect()
  const disconnect = useDisconnect()
  if (status === 'connected') return <button type="button" onClick={() => disconnect.mutate({})}>Disconnect</button>
  return <>{connectors.map((c) => <button type="button" key={c.uid} onClick={() => connect.mutate({ connector: c })}>{c.name}</button>)}</>
}
function Account() {
  const { address, chainId, status } = useConnection()
  const balance = useBalance({ address })
  const sign = useSignMessage()
  if (status !== 'connected') return <p>Not connected</p>
  return <section><p>{address} on chain {chainId}: {balance.data ? balance.data.value + ' wei' : '…'}</p>
    <button type="button" onClick={() => sign.mutate({ message: 'Hello from wagmi' })}>Sign a message</button>
    {sign.data && <pre>{sign.data}</pre>}</section>
}
const root = document.getElementById('root')
if (root) createRoot(root).render(<WagmiProvider config={config}><QueryClientProvider client={queryClient}><ConnectButton /><Account /></QueryClientProvider></WagmiProvider>)
`

interface Chunk {
  type: 'chunk' | 'asset'
  fileName: string
  code?: string
  isEntry?: boolean
  imports?: string[]
}

/** Builds a page whose entry module is `code` inside `base` (the example by default, so its dependencies resolve). */
async function measure(code: string, base = EXAMPLE): Promise<{ gzip: number; raw: number; chunks: number }> {
  const { build } = await import('vite')
  const dir = mkdtempSync(join(base, '.measure-'))
  try {
    writeFileSync(join(dir, 'main.tsx'), code)
    writeFileSync(
      join(dir, 'index.html'),
      '<!doctype html><html><body><div id="root"></div><script type="module" src="./main.tsx"></script></body></html>',
    )
    const result = await build({
      root: dir,
      configFile: false,
      logLevel: 'error',
      oxc: { jsx: { runtime: 'automatic' } },
      resolve: { conditions: ['source', 'browser', 'module', 'import', 'default'] },
      define: { 'process.env.NODE_ENV': '"production"' },
      build: { write: false, minify: true, modulePreload: false, reportCompressedSize: false },
    })
    const output = (Array.isArray(result) ? result[0] : result) as unknown as { output: Chunk[] }
    const chunks = output.output.filter((c) => c.type === 'chunk')
    const byName = new Map(chunks.map((c) => [c.fileName, c]))
    const eager = new Set<string>()
    const visit = (name: string) => {
      if (eager.has(name)) return
      eager.add(name)
      for (const i of byName.get(name)?.imports ?? []) visit(i)
    }
    for (const c of chunks) if (c.isEntry) visit(c.fileName)
    const initial = chunks
      .filter((c) => eager.has(c.fileName))
      .map((c) => c.code ?? '')
      .join('\n')
    return {
      gzip: gzipSync(initial, { level: 9 }).length,
      raw: Buffer.byteLength(initial),
      chunks: eager.size,
    }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

const kib = (n: number) => `${(n / 1024).toFixed(1)} KiB`
const airlockApp = await measure(readFileSync(join(EXAMPLE, 'src/main.tsx'), 'utf8'))
const plainApp = await measure(PLAIN_WAGMI)
console.log('| page | initial JS (gzip) | initial JS (raw, minified) | chunks |')
console.log('|---|---|---|---|')
console.log(
  `| examples/wagmi-app (wagmi 3 + Airlock modal) | ${kib(airlockApp.gzip)} | ${kib(airlockApp.raw)} | ${airlockApp.chunks} |`,
)
console.log(
  `| same page, plain wagmi 3 (injected(), own buttons, no modal) | ${kib(plainApp.gzip)} | ${kib(plainApp.raw)} | ${plainApp.chunks} |`,
)
const rainbowFlag = process.argv.find((a) => a.startsWith('--rainbowkit'))
if (rainbowFlag) {
  const project = rainbowKitProject(rainbowFlag.split('=')[1])
  const rainbowApp = await measure(RAINBOWKIT_PAGE, project)
  console.log(
    `| same page, RainbowKit 2.2.11 on wagmi 2.19.5 (getDefaultConfig, its ConnectButton and modal) | ${kib(rainbowApp.gzip)} | ${kib(rainbowApp.raw)} | ${rainbowApp.chunks} |`,
  )
}
