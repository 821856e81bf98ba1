// Controls of the injected devnet test wallet: approval mode, next answer, pending requests, account.
import { type ReactElement, useEffect, useState } from 'react'
import type { SandboxState, WalletMode } from '../sandboxState'
import { testWallet } from '../testWalletControl'
import { Panel } from './Panel'

interface WalletView {
  address: string
  chainId: number
  connected: boolean
  pending: { id: number; method: string }[]
  solana: { address: string; connected: boolean } | undefined
  bitcoin: { address: string; connected: boolean } | undefined
}

const read = (): WalletView | undefined => {
  const w = testWallet()
  return (
    w && {
      address: w.address,
      chainId: w.chainId,
      connected: w.connected,
      pending: w.pending(),
      solana: w.solana && { address: w.solana.address, connected: w.solana.connected },
      bitcoin: w.bitcoin && { address: w.bitcoin.address, connected: w.bitcoin.connected },
    }
  )
}

/** Refreshes on the wallet's 'airlockTestWallet:pending' events and on a 500 ms tick for chain and account. */
function useWalletView(): [WalletView | undefined, () => void] {
  const [view, setView] = useState(read)
  useEffect(() => {
    const refresh = () => setView(read())
    window.addEventListener('airlockTestWallet:pending', refresh)
    const timer = setInterval(refresh, 500)
    return () => {
      window.removeEventListener('airlockTestWallet:pending', refresh)
      clearInterval(timer)
    }
  }, [])
  return [view, () => setView(read())]
}

/** Props of {@link TestWalletPanel}. */
export interface TestWalletPanelProps {
  state: SandboxState
  onChange(patch: Partial<SandboxState>): void
}

/** Approve or reject the next request, manual approvals, account switch, disconnect. */
export function TestWalletPanel({ state, onChange }: TestWalletPanelProps): ReactElement {
  const [view, refresh] = useWalletView()
  const [next, setNext] = useState<string>('')
  const wallet = testWallet()
  if (!wallet || !view) {
    return (
      <Panel title="Test wallet">
        <p>The devnet test wallet is not injected on this page.</p>
      </Panel>
    )
  }
  const act = (fn: () => unknown) => {
    fn()
    refresh()
  }
  const setMode = (mode: WalletMode) => {
    wallet.setMode(mode)
    onChange({ walletMode: mode })
  }
  const answerNext = (answer: 'approve' | 'reject') => {
    wallet.setNextResponse(answer)
    setNext(answer)
  }
  const switchAccount = (index: number) => {
    wallet.switchAccount(index)
    onChange({ walletAccount: index })
    refresh()
  }
  return (
    <Panel title="Test wallet">
      <p>
        <code data-testid="test-wallet-address">{view.address}</code> on chain {view.chainId} ·{' '}
        {view.connected ? 'connected' : 'not connected'}
      </p>
      {view.solana ? (
        <p>
          Solana <code data-testid="test-wallet-solana-address">{view.solana.address}</code> ·{' '}
          {view.solana.connected ? 'connected' : 'not connected'}
        </p>
      ) : null}
      {view.bitcoin ? (
        <p>
          Bitcoin <code data-testid="test-wallet-bitcoin-address">{view.bitcoin.address}</code> ·{' '}
          {view.bitcoin.connected ? 'connected' : 'not connected'}
        </p>
      ) : null}
      <fieldset className="sb-row">
        <legend>Requests</legend>
        {(['approve', 'reject', 'manual'] as const).map((mode) => (
          <label key={mode}>
            <input
              type="radio"
              name="sb-wallet-mode"
              checked={state.walletMode === mode}
              onChange={() => setMode(mode)}
            />{' '}
            {mode}
          </label>
        ))}
      </fieldset>
      <div className="sb-row">
        <button type="button" onClick={() => answerNext('approve')}>
          Approve next request
        </button>
        <button type="button" onClick={() => answerNext('reject')}>
          Reject next request
        </button>
      </div>
      {next ? (
        <p className="sb-hint">The next request will be {next === 'approve' ? 'approved' : 'rejected'}.</p>
      ) : null}
      {view.pending.length ? (
        <ul className="sb-list" aria-label="Pending requests">
          {view.pending.map((p) => (
            <li key={p.id}>
              <code>{p.method}</code>{' '}
              <button type="button" onClick={() => act(() => wallet.approve(p.id))}>
                Approve
              </button>{' '}
              <button type="button" onClick={() => act(() => wallet.reject(p.id))}>
                Reject
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <label className="sb-field">
        <span>Account</span>
        <select value={state.walletAccount} onChange={(e) => switchAccount(Number(e.currentTarget.value))}>
          {Array.from({ length: 10 }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the ten devnet accounts are fixed by index
            <option key={i} value={i}>
              Devnet account {i}
            </option>
          ))}
        </select>
      </label>
      <button type="button" onClick={() => act(() => wallet.disconnect())}>
        Disconnect from the wallet side
      </button>
      {wallet.solana ? (
        <button type="button" onClick={() => act(() => wallet.solana?.disconnect())}>
          Disconnect Solana only
        </button>
      ) : null}
      {wallet.bitcoin ? (
        <button type="button" onClick={() => act(() => wallet.bitcoin?.disconnect())}>
          Disconnect Bitcoin only
        </button>
      ) : null}
    </Panel>
  )
}
