// The host-facing face of an instance (`Airlock`): a frozen object of functions that forward to the
// instance's actions and read model. It holds no reference a caller could follow to a store: the
// instance itself is reachable only through `internals.ts`, which the kernel's own modules use.

import type { AirlockState, ModalState } from '../state/types'
import type { Airlock } from './Airlock'
import type { AirlockCore } from './AirlockCore'
import { registerInternals } from './internals'

/** Actions a host calls exactly as the instance implements them. */
const FORWARDED = [
  'get',
  'watch',
  'service',
  'open',
  'navigate',
  'back',
  'close',
  'connect',
  'disconnect',
  'switchNetwork',
  'refreshBalances',
  'loadHistory',
  'notify',
  'destroy',
] as const

/** The named getters and watchers: getter name, watcher name and the selector of the read model. */
const NAMED: readonly [string, string, (s: AirlockState) => unknown][] = [
  ['getAccount', 'watchAccount', (s) => s.account],
  ['getNetwork', 'watchNetwork', (s) => s.network.active],
  ['getConnectionStatus', 'watchConnectionStatus', (s) => s.connection.status],
  [
    'getModalState',
    'watchModal',
    (s): ModalState => Object.freeze({ open: s.modal.open, view: s.modal.view, loading: s.modal.loading }),
  ],
]

/** Builds the host-facing `Airlock` of an instance. */
export function createHostApi(core: AirlockCore): Airlock {
  const api: Record<string, unknown> = {
    options: core.options,
    ready: core.ready,
    transactions: Object.freeze({ submit: core.transactions.submit.bind(core.transactions) }),
    acceptLegal: (accepted: boolean) => core.stores.connection.setLegalAccepted(accepted === true),
    setFeatures: (features: Parameters<Airlock['setFeatures']>[0]) =>
      core.stores.options.setFeatures(features),
    setTheme: ({ mode, variables }: Parameters<Airlock['setTheme']>[0]) => {
      if (mode) core.stores.theme.setThemeMode(mode)
      if (variables) core.stores.theme.setThemeVariables(variables)
    },
    dismissNotice: () => core.stores.snackbar.hide(),
    plugin: (name: string) => core.host.apis.get(name),
    loadPlugin: (name: string) => core.host.loadApi(name),
    on: core.bus.on,
  }
  for (const name of FORWARDED) api[name] = (core[name] as (...args: unknown[]) => unknown).bind(core)
  for (const [getter, watcher, select] of NAMED) {
    api[getter] = () => core.get(select)
    api[watcher] = (listener: (value: unknown, previous: unknown) => void) => core.watch(select, listener)
  }
  const airlock = Object.freeze(api) as unknown as Airlock
  registerInternals(airlock, core)
  return airlock
}
