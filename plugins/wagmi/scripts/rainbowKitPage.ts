// The example's account page written for RainbowKit, and the scratch npm project it builds in: RainbowKit
// 2.2.11 needs wagmi 2, which the repository (wagmi 3) cannot hold beside its own, so its packages are
// installed with npm, pinned, into a folder outside the repository.
import { execFileSync } from 'node:child_process'
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

/** The packages of the RainbowKit page, pinned (viem and react-query as the example's). */
export const RAINBOWKIT_DEPENDENCIES = {
  '@rainbow-me/rainbowkit': '2.2.11',
  wagmi: '2.19.5',
  viem: '2.57.1',
  '@tanstack/react-query': '5.108.0',
  react: '18.3.1',
  'react-dom': '18.3.1',
} as const

/** The same account panel as the example (address, chain, balance, sign), RainbowKit's modal and button. */
export const RAINBOWKIT_PAGE = `
import '@rainbow-me/rainbowkit/styles.css'
import { ConnectButton, getDefaultConfig, RainbowKitProvider } from '@rainbow-me/rainbowkit'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { createRoot } from 'react-dom/client'
import { mainnet, sepolia } from 'viem/chains'
import { useAccount, useBalance, useSignMessage, WagmiProvider } from 'wagmi'

const config = getDefaultConfig({ appName: 'wagmi app', projectId: 'example-project-id', chains: [mainnet, sepolia] })
const queryClient = new QueryClient()
function Account() {
  const { address, chainId, status } = useAccount()
  const balance = useBalance({ address })
  const sign = useSignMessage()
  if (status !== 'connected') return <p>Not connected</p>
  return <section><p>{address} on chain {chainId}: {balance.data ? balance.data.value + ' wei' : '…'}</p>
    <button type="button" onClick={() => sign.signMessage({ message: 'Hello from wagmi' })}>Sign a message</button>
    {sign.data && <pre>{sign.data}</pre>}</section>
}
const root = document.getElementById('root')
if (root) createRoot(root).render(<WagmiProvider config={config}><QueryClientProvider client={queryClient}><RainbowKitProvider><ConnectButton /><Account /></RainbowKitProvider></QueryClientProvider></WagmiProvider>)
`

/**
 * The folder the RainbowKit page builds in: `dir` when it already holds the installed packages, else a new
 * scratch folder where `npm install` puts {@link RAINBOWKIT_DEPENDENCIES} (a few minutes; ~700 MB, most of
 * it wagmi 2's connector SDKs).
 */
export function rainbowKitProject(dir?: string): string {
  if (dir && existsSync(join(dir, 'node_modules/@rainbow-me/rainbowkit'))) return dir
  const project = dir ?? mkdtempSync(join(tmpdir(), 'airlock-rainbowkit-'))
  writeFileSync(
    join(project, 'package.json'),
    JSON.stringify({
      name: 'rainbowkit-page',
      private: true,
      type: 'module',
      dependencies: RAINBOWKIT_DEPENDENCIES,
    }),
  )
  execFileSync('npm', ['install', '--no-audit', '--no-fund', '--ignore-scripts'], {
    cwd: project,
    stdio: 'inherit',
  })
  return project
}
