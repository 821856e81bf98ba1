// The wall: nothing a host or a plugin can reach leads to a store, a registry, the container or a
// controller, and nothing it reads can be written. The walk follows every property (getters included)
// from the host's `Airlock`, a plugin's context and the read model, through what their methods return,
// and fails if it meets one of the instance's own objects; the writes it tries must throw and change
// nothing. If a future change hands a store out (or a mutable value of one), this fails.
import { isObservable } from 'mobx'
import { describe, expect, test } from 'vitest'
import type { Airlock } from './airlock/Airlock'
import { createAirlock } from './airlock/createAirlock'
import { internalsOf } from './airlock/internals'
import { testConfig, testRuntime } from './chain/testing/testConfig'
import { testchain } from './chain/testing/testchain'
import { uiHost } from './internal'
import { definePlugin, type PluginContext } from './plugins/types'

/** Every object of the instance a host or plugin must never reach. */
function forbiddenObjects(airlock: Airlock): Map<object, string> {
  const core = internalsOf(airlock)
  const forbidden = new Map<object, string>([
    [core, 'the instance'],
    [core.container, 'the DI container'],
    [core.bus, 'the event bus'],
    [core.views, 'the view catalogue'],
    [core.slots, 'the slot store'],
    [core.hooks, 'the hook registry'],
    [core.contributions, 'the contribution store'],
    [core.storage, 'the storage service'],
    [core.transactions, 'the transaction service'],
    [core.host, 'the plugin host'],
    [core.modal, 'the modal controller'],
    [core.host.apis, 'the plugin API map'],
  ])
  for (const [name, store] of Object.entries(core.stores)) {
    forbidden.set(store, `stores.${name}`)
    // Its observable maps and arrays too (e.g. connection.statuses).
    for (const [key, value] of Object.entries(store)) {
      if (value && typeof value === 'object' && isObservable(value))
        forbidden.set(value, `stores.${name}.${key}`)
    }
  }
  return forbidden
}

/** Calls a read model's methods with sample arguments, so what they return is walked too. */
const SAMPLE_CALLS: Record<string, unknown[]> = {
  accountOf: ['testchain'],
  slot: ['accountActions'],
  contributions: ['messages'],
  of: ['testchain'],
  lastActive: ['testchain'],
  find: ['testchain:alpha'],
  statusOf: ['testchain'],
  connectorIdOf: ['testchain'],
  connector: ['test-wallet'],
  walletOf: ['test-wallet'],
  lastError: ['test-wallet'],
  state: ['probe'],
  error: ['probe'],
  get: [(s: unknown) => s],
  adapter: ['testchain'],
  plugin: ['probe'],
  getAccount: [],
  getNetwork: [],
  getConnectionStatus: [],
  getModalState: [],
}

/** Walks everything reachable from `roots`; returns what it met that it must not have. */
function walk(roots: Record<string, unknown>, forbidden: Map<object, string>) {
  const seen = new Set<unknown>()
  const met: string[] = []
  const values: { path: string; value: object }[] = []
  const visit = (value: unknown, path: string, depth: number) => {
    if (value === null || (typeof value !== 'object' && typeof value !== 'function') || seen.has(value))
      return
    seen.add(value)
    const bad = forbidden.get(value)
    if (bad) met.push(`${path} is ${bad}`)
    if (depth > 7) return
    if (typeof value === 'object') values.push({ path, value })
    for (const key of Reflect.ownKeys(value)) {
      if (typeof key === 'symbol') continue
      if (typeof value === 'function' && ['prototype', 'length', 'name', 'caller', 'arguments'].includes(key))
        continue
      let child: unknown
      try {
        child = (value as Record<string, unknown>)[key]
      } catch {
        continue
      }
      visit(child, `${path}.${key}`, depth + 1)
      const args = SAMPLE_CALLS[key]
      if (typeof child === 'function' && args) {
        try {
          visit((child as (...a: unknown[]) => unknown).apply(value, args), `${path}.${key}()`, depth + 1)
        } catch {
          // a sample call a method refuses is fine
        }
      }
    }
  }
  for (const [name, root] of Object.entries(roots)) visit(root, name, 0)
  return { met, values }
}

async function connectedInstance() {
  let ctx: PluginContext | undefined
  const probe = definePlugin({
    name: 'probe',
    setup(context) {
      ctx = context
      context.expose({ ping: () => 'pong' })
      context.addToSlot('accountActions', { id: 'probe/act', label: 'Act', view: 'Networks' })
      context.setAccountData('testchain', { points: 1 })
    },
  })
  const airlock = createAirlock(testConfig({ plugins: [testchain(), probe] }), testRuntime())
  await airlock.ready
  await airlock.open()
  await airlock.connect('test-wallet')
  await airlock.transactions.submit({ network: airlock.getNetwork(), send: async () => 'tx1' })
  if (!ctx) throw new Error('probe not set up')
  return { airlock, ctx }
}

describe('the wall', () => {
  test('no store, registry, container or controller is reachable from the host, a plugin or the state', async () => {
    const { airlock, ctx } = await connectedInstance()
    const { met, values } = walk({ airlock, ctx, state: airlock.get((s) => s) }, forbiddenObjects(airlock))
    expect(met).toEqual([])
    // The walk did reach the state's values (guards against an empty walk).
    const reached = new Set(values.map(({ value }) => value))
    expect(reached.has(airlock.getAccount())).toBe(true)
    expect(reached.has(airlock.get((s) => s.transactions))).toBe(true)
    expect(reached.has(airlock.get((s) => s.modal.history))).toBe(true)
  })

  test("ui's narrow entry hands out no store either", async () => {
    const { airlock } = await connectedInstance()
    const { met } = walk({ ui: uiHost(airlock) }, forbiddenObjects(airlock))
    expect(met).toEqual([])
  })

  test('nothing read can be written: every kernel value is frozen, and a write changes nothing', async () => {
    const { airlock, ctx } = await connectedInstance()
    const { values } = walk({ airlock, ctx, state: airlock.get((s) => s) }, new Map())
    // Values a plugin or the host put in (adapters, connectors, networks, exposed APIs, contributed values),
    // and the plugin's logger, are theirs; everything else was made by the kernel.
    const theirs =
      /\.(connectors|adapter\(\)|connector\(\)|networks?|all|find\(\)|of\(\)|lastActive\(\)|active|options|contributions\(\)|params|ready|plugin\(\)|log)(\.|$)/
    const kernelMade = values.filter(({ path }) => !theirs.test(path))
    expect(kernelMade.length).toBeGreaterThan(20)
    const mutable = kernelMade.filter(({ value }) => !Object.isFrozen(value)).map(({ path }) => path)
    expect(mutable).toEqual([])
    const before = airlock.getAccount()
    const history = airlock.get((s) => s.modal.history)
    expect(() => {
      ;(airlock.getAccount() as { address: string }).address = 'evil'
    }).toThrow(TypeError)
    expect(() => (airlock.get((s) => s.modal.history) as unknown[]).push({ view: 'Networks' })).toThrow(
      TypeError,
    )
    expect(() => (airlock.get((s) => s.transactions) as unknown[]).pop()).toThrow(TypeError)
    expect(() => {
      ;(airlock as { connect: unknown }).connect = () => undefined
    }).toThrow(TypeError)
    expect(airlock.getAccount()).toBe(before)
    expect(airlock.get((s) => s.modal.history)).toBe(history)
    expect(history.map((e) => e.view)).toEqual(['Account'])
  })

  test('the host API is exactly this list (it never grows by accident)', async () => {
    const { airlock } = await connectedInstance()
    expect(Object.keys(airlock).sort()).toMatchInlineSnapshot(`
      [
        "acceptLegal",
        "back",
        "close",
        "connect",
        "destroy",
        "disconnect",
        "dismissNotice",
        "get",
        "getAccount",
        "getConnectionStatus",
        "getModalState",
        "getNetwork",
        "loadHistory",
        "loadPlugin",
        "navigate",
        "notify",
        "on",
        "open",
        "options",
        "plugin",
        "ready",
        "refreshBalances",
        "service",
        "setFeatures",
        "setTheme",
        "switchNetwork",
        "transactions",
        "watch",
        "watchAccount",
        "watchConnectionStatus",
        "watchModal",
        "watchNetwork",
      ]
    `)
  })

  test('the plugin context is exactly this list', async () => {
    const { ctx } = await connectedInstance()
    expect(Object.keys(ctx).sort()).toMatchInlineSnapshot(`
      [
        "addToSlot",
        "back",
        "close",
        "connect",
        "contribute",
        "contributeLater",
        "disconnect",
        "emit",
        "expose",
        "gate",
        "get",
        "hook",
        "isMobile",
        "log",
        "name",
        "navigate",
        "notify",
        "on",
        "onDispose",
        "options",
        "refreshBalances",
        "refreshProfile",
        "registerChainAdapter",
        "registerConnector",
        "registerView",
        "service",
        "setAccountData",
        "storage",
        "transactions",
        "watch",
      ]
    `)
  })
})
