// The sandbox page: a sample dApp header with Airlock's buttons, and the control panel around it.
import type { Airlock } from '@airlock/kernel'
import { AirlockProvider, ConnectButton, NetworkButton } from '@airlock/ui'
import { type ReactElement, useCallback, useEffect, useState } from 'react'
import { EmailLoginPanel } from './panels/EmailLoginPanel'
import { EventLog } from './panels/EventLog'
import { FaultsPanel } from './panels/FaultsPanel'
import { FeaturesPanel } from './panels/FeaturesPanel'
import { NetworksPanel } from './panels/NetworksPanel'
import { PluginsPanel } from './panels/PluginsPanel'
import { SignInPanel } from './panels/SignInPanel'
import { SmartAccountPanel } from './panels/SmartAccountPanel'
import { StoresView } from './panels/StoresView'
import { TestWalletPanel } from './panels/TestWalletPanel'
import { ThemePanel } from './panels/ThemePanel'
import { WalletConnectPanel } from './panels/WalletConnectPanel'
import type { SandboxRuntimeConfig } from './runtimeConfig'
import { formatSandboxState, type SandboxState } from './sandboxState'

/** Props of {@link App}. */
export interface AppProps {
  airlock: Airlock
  config: SandboxRuntimeConfig
  initialState: SandboxState
}

/** The whole sandbox page; every setup change is applied live and written to the URL. */
export function App({ airlock, config, initialState }: AppProps): ReactElement {
  const [state, setState] = useState(initialState)
  useEffect(() => {
    const search = formatSandboxState(state)
    if (search !== location.search) history.replaceState(null, '', `${location.pathname}${search}`)
  }, [state])
  const update = useCallback((patch: Partial<SandboxState>) => setState((s) => ({ ...s, ...patch })), [])
  // The active network also changes from the modal (Networks view): the URL follows it.
  useEffect(
    () => airlock.on('network:changed', ({ network }) => update({ network: network.caipNetworkId })),
    [airlock, update],
  )
  return (
    <AirlockProvider airlock={airlock} allowLocalhostImages locale={state.locale}>
      <header className="sb-header">
        <h1>Airlock Sandbox</h1>
        <nav aria-label="Wallet">
          <NetworkButton />
          <ConnectButton />
        </nav>
      </header>
      <main className="sb-grid">
        <FeaturesPanel airlock={airlock} state={state} onChange={update} />
        <ThemePanel airlock={airlock} state={state} onChange={update} />
        <NetworksPanel airlock={airlock} state={state} onChange={update} />
        <PluginsPanel airlock={airlock} />
        {config.siwx ? <SignInPanel airlock={airlock} state={state} /> : null}
        {config.smartAccounts ? <SmartAccountPanel airlock={airlock} chains={config.smartAccounts} /> : null}
        {config.testWallet ? <TestWalletPanel state={state} onChange={update} /> : null}
        <WalletConnectPanel airlock={airlock} config={config} />
        {config.mailboxUrl && config.endpoints.frame ? (
          <EmailLoginPanel mailboxUrl={config.mailboxUrl} />
        ) : null}
        {config.faultsUrl ? <FaultsPanel faultsUrl={config.faultsUrl} /> : null}
        <EventLog airlock={airlock} />
        <StoresView airlock={airlock} />
      </main>
    </AirlockProvider>
  )
}
