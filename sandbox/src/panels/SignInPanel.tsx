// Sign in with X: off, optional or required (the page reloads with the new setup: the plugin's options
// are fixed when the instance is made), and the session the plugin holds now.
import type { Airlock } from '@airlock/kernel'
import { useWatched } from '@airlock/ui'
import type { ReactElement } from 'react'
import { formatSandboxState, type SandboxState } from '../sandboxState'
import { Panel } from './Panel'

/** The Sign-in panel. */
export function SignInPanel({ airlock, state }: { airlock: Airlock; state: SandboxState }): ReactElement {
  const session = useWatched(
    airlock,
    (a) => a.plugin('siwx')?.getSession(),
    (a, listener) => a.plugin('siwx')?.watchSession(listener) ?? (() => undefined),
  )
  return (
    <Panel title="Sign-in">
      <label>
        Sign in with X{' '}
        <select
          value={state.signIn}
          onChange={(event) => {
            const signIn = event.target.value as SandboxState['signIn']
            location.search = formatSandboxState({ ...state, signIn })
          }}
        >
          <option value="off">off</option>
          <option value="optional">optional</option>
          <option value="required">required</option>
        </select>
      </label>
      <p data-testid="sb-siwx-session">
        {state.signIn === 'off'
          ? 'Sign-in is off.'
          : session
            ? `Signed in: ${session.data.accountAddress} on ${session.data.chainId}`
            : 'Signed out.'}
      </p>
      {session ? <pre style={{ whiteSpace: 'pre-wrap', fontSize: 11 }}>{session.message}</pre> : null}
    </Panel>
  )
}
