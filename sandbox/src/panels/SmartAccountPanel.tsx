// Smart accounts (ERC-4337) in the sandbox: the EVM account type in use (the embedded wallet's smart account
// by default, its signer after the Account type switch; an extension's EOA), and whether each chain's
// bundler answers (`eth_supportedEntryPoints`), with its paymaster service.
import type { Airlock } from '@airlock/kernel'
import { useWatched } from '@airlock/ui'
import { type ReactElement, useCallback, useEffect, useState } from 'react'
import type { SandboxSmartAccountChain } from '../runtimeConfig'
import { Panel } from './Panel'

/** What a bundler answered: its EntryPoints, or why it did not. */
type BundlerState =
  | { status: 'checking' }
  | { status: 'up'; entryPoints: string[] }
  | { status: 'down'; reason: string }

const TYPE_NAMES: Record<string, string> = { smartAccount: 'Smart account', eoa: 'Signer (EOA)' }

/**
 * Asks a bundler which EntryPoints it serves (a JSON-RPC call; 30 s at most: devnet starts a chain's bundler
 * on its first request).
 */
export async function checkBundler(bundlerUrl: string): Promise<BundlerState> {
  try {
    const response = await fetch(bundlerUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_supportedEntryPoints', params: [] }),
      signal: AbortSignal.timeout(30_000),
    })
    if (!response.ok) return { status: 'down', reason: `HTTP ${response.status}` }
    const body = (await response.json()) as { result?: unknown; error?: { message?: string } }
    if (!Array.isArray(body.result)) return { status: 'down', reason: body.error?.message ?? 'no answer' }
    return { status: 'up', entryPoints: body.result.map(String) }
  } catch (error) {
    return { status: 'down', reason: error instanceof Error ? error.name : 'unreachable' }
  }
}

/** The Smart accounts panel. */
export function SmartAccountPanel({
  airlock,
  chains,
}: {
  airlock: Airlock
  chains: readonly SandboxSmartAccountChain[]
}): ReactElement {
  const accountType = useWatched(
    airlock,
    (a) => a.get((s) => s.accountOf('eip155')?.preferredAccountType),
    (a, listener) => a.watch((s) => s.accountOf('eip155')?.preferredAccountType, listener),
  )
  const [bundlers, setBundlers] = useState<Record<number, BundlerState>>({})
  const check = useCallback(() => {
    for (const chain of chains) {
      void checkBundler(chain.bundlerUrl).then((state) =>
        setBundlers((current) => ({ ...current, [chain.chainId]: state })),
      )
    }
  }, [chains])
  // Checked now and every 15 s while the panel shows (a stopped bundler shows down, a restarted one up).
  useEffect(() => {
    check()
    const timer = setInterval(check, 15_000)
    return () => clearInterval(timer)
  }, [check])
  return (
    <Panel title="Smart accounts">
      <p data-testid="sb-account-type">
        EVM account type: {accountType ? (TYPE_NAMES[accountType] ?? accountType) : 'no EVM account'}
      </p>
      {/* The URLs wrap anywhere: a phone-width page must not overflow sideways. */}
      <ul style={{ overflowWrap: 'anywhere' }}>
        {chains.map((chain) => {
          const state = bundlers[chain.chainId] ?? { status: 'checking' }
          return (
            <li
              key={chain.chainId}
              data-testid="sb-bundler"
              data-chain={chain.chainId}
              data-status={state.status}
            >
              Chain {chain.chainId} bundler:{' '}
              {state.status === 'up'
                ? `up (EntryPoint ${state.entryPoints.join(', ')})`
                : state.status === 'down'
                  ? `down (${state.reason})`
                  : 'checking…'}
              <br />
              <small>
                {chain.bundlerUrl} · paymaster {chain.paymasterUrl}
              </small>
            </li>
          )
        })}
      </ul>
      <button type="button" onClick={check}>
        Check again
      </button>
    </Panel>
  )
}
