import { BaseError, type PluginContext, type PluginLogger } from '@airlock/kernel'
import { action, makeObservable, observable } from 'mobx'
import { ENS_NAMESPACE, REGISTER_NAME_VIEW, REGISTRATION_SUCCESS_VIEW } from '../constants'
import { toFullName } from '../fullName'
import type { EnsApi } from './createEnsApi'
import type { EnsNameCache } from './ensNameCache'
import { EnsError } from './errors'
import { nameError } from './errorText'
import { NameSearch } from './NameSearch'
import { coinTypeFromChainId } from './nameRules'
import { registrationMessage } from './registrationMessage'

/** What the store needs: the name API, the instance (read and intents), the names cache and a clock. */
export interface EnsStoreDeps {
  api: EnsApi
  /** Whether the blockchain-data API serves a CAIP-2 chain (names are skipped on others). */
  isChainSupported: (caipNetworkId: string) => Promise<boolean>
  /** The plugin's context: what it reads, the navigation, the snackbar and the profile refresh. */
  ctx: Pick<PluginContext, 'get' | 'watch' | 'navigate' | 'notify' | 'refreshProfile'>
  /** Names by address, fresh for 5 min (in the plugin's own storage). */
  names: EnsNameCache
  /** Reports a failure (the plugin emits it on the bus). */
  onError?: (error: BaseError) => void
  log?: PluginLogger
  /** Suggestions wait, in ms. */
  debounceMs: number
  /** Clock in ms (tests). */
  now?: () => number
}

/**
 * The names plugin's state: the connected EVM address's name (reverse lookup, cached 5 min by address),
 * the register view's search, and name registration (spec §4) with its loading flag.
 */
export class EnsStore {
  /** A registration is under way (set before signing, cleared at the end or on cancel). */
  loading = false
  /** The last registration's error text, cleared when a new one starts. */
  error: string | undefined = undefined
  /** The register view's search (validation, suggestions, availability). */
  readonly search: NameSearch
  private readonly names: EnsNameCache
  private attempt = 0
  /** Set while the register view is covered by another (stops watching the stack). */
  private covered: (() => void) | undefined

  constructor(private readonly deps: EnsStoreDeps) {
    this.names = deps.names
    this.search = new NameSearch({
      api: deps.api,
      showError: (error) => deps.ctx.notify(error),
      debounceMs: deps.debounceMs,
    })
    makeObservable<EnsStore, 'finish' | 'fail'>(this, {
      loading: observable,
      error: observable,
      register: action,
      cancel: action,
      finish: action,
      fail: action,
    })
  }

  /**
   * Looks up the names of an EVM address (cache first, then GET /v1/profile/reverse/{address}) and
   * resolves the first (the plugin's `profile` hook answers with it; the kernel writes the profile). On a
   * chain the API does not serve (`caipNetworkId`), nothing is requested. A failure shows 'Error
   * resolving name' and resolves undefined.
   */
  async resolveName(address: string, caipNetworkId?: string): Promise<string | undefined> {
    const { api, ctx } = this.deps
    const key = address.toLowerCase()
    let names = this.names.get(key)
    if (!names) {
      try {
        if (caipNetworkId !== undefined && !(await this.deps.isChainSupported(caipNetworkId)))
          return undefined
        names = await api.reverseLookupEnsName(address)
        this.names.set(key, names)
      } catch (cause) {
        const error = new EnsError({ key: 'errorResolvingName' }, { cause })
        this.deps.log?.warn(error.shortMessage, {
          address,
          reason: nameError(cause, { key: 'errorResolvingName' }).shortMessage,
        })
        ctx.notify(error)
        this.deps.onError?.(error)
        return undefined
      }
    }
    return names[0]?.name
  }

  /**
   * Registers `label` in the fixed zone for the connected EVM account (spec §4): loading on; the
   * wallet signs `{name, attributes: {}, timestamp}` through the eip155 chain adapter; POST
   * /v1/profile/account with the ENSIP-11 coin type; the profile is asked again (it now has the name); the success view
   * replaces the current one with no back. On failure the register view is shown again with the
   * API's first reason, else 'Error registering name {name}'. Resolves true when registered.
   */
  async register(label: string): Promise<boolean> {
    const { ctx, api } = this.deps
    const name = toFullName(label)
    const attempt = ++this.attempt
    this.loading = true
    this.error = undefined
    try {
      const { address, adapter, network } = ctx.get((s) => ({
        address: s.accountOf(ENS_NAMESPACE).address,
        adapter: s.connection.adapter(ENS_NAMESPACE),
        network: s.network.active,
      }))
      if (!address || !adapter?.signMessage || network.chainNamespace !== ENS_NAMESPACE) {
        throw new EnsError({ key: 'errorRegisteringName', name }, { details: 'No EVM account connected' })
      }
      const coinType = coinTypeFromChainId(Number(network.id))
      const message = registrationMessage(name, (this.deps.now ?? Date.now)())
      const signature = await adapter.signMessage({ message, address })
      if (attempt !== this.attempt) return false
      await api.registerEnsName({ coinType, address, message, signature }, name)
      this.finish(attempt, address, name)
      return true
    } catch (error) {
      this.fail(attempt, label, error, name)
      return false
    }
  }

  /**
   * The register view mounted. Returns true when it shows again from under a view laid over it (the
   * embedded wallet's approval): its search is as the visitor left it.
   */
  registerViewMounted(): boolean {
    const wasCovered = this.covered !== undefined
    this.covered?.()
    this.covered = undefined
    return wasCovered
  }

  /**
   * The register view unmounted. Left (back, replaced, the modal closed): the registration under way is
   * cancelled and the search stops. Covered (a view pushed over it, as the embedded wallet's approval
   * is, the register view still in the open modal's stack): both go on, and end if the register view
   * leaves the stack from under the cover.
   */
  registerViewUnmounted(): void {
    const inStack = () =>
      this.deps.ctx.get((s) => s.modal.open && s.modal.history.some((e) => e.view === REGISTER_NAME_VIEW))
    const leave = () => {
      this.covered?.()
      this.covered = undefined
      this.cancel()
      this.search.stop()
    }
    if (!inStack()) {
      leave()
      return
    }
    this.covered?.()
    this.covered = this.deps.ctx.watch(inStack, (still) => {
      if (!still) leave()
    })
  }

  /** Cancels a registration under way: the loading flag clears and a late signature is not sent. */
  cancel(): void {
    this.attempt++
    this.loading = false
  }

  /** Stops timers and requests (plugin teardown). */
  dispose(): void {
    this.covered?.()
    this.covered = undefined
    this.cancel()
    this.search.stop()
  }

  private finish(attempt: number, address: string, name: string): void {
    const { ctx } = this.deps
    const key = address.toLowerCase()
    const names = this.names.get(key) ?? []
    this.names.set(key, [{ name }, ...names.filter((n) => n.name !== name)])
    ctx.refreshProfile(ENS_NAMESPACE)
    this.search.markTaken()
    if (attempt !== this.attempt) return
    this.loading = false
    void ctx.navigate(REGISTRATION_SUCCESS_VIEW, { name }, { mode: 'replace', noBack: true })
  }

  private fail(attempt: number, label: string, error: unknown, name: string): void {
    if (attempt !== this.attempt) return
    const { ctx } = this.deps
    const shown = nameError(error, { key: 'errorRegisteringName', name })
    this.loading = false
    this.error = shown.shortMessage
    this.deps.log?.warn(this.error, { name })
    if (ctx.get((s) => s.modal.open && s.modal.view.view !== REGISTER_NAME_VIEW)) {
      void ctx.navigate(REGISTER_NAME_VIEW, { name: label }, { mode: 'replace' })
    }
    ctx.notify(shown)
    this.deps.onError?.(error instanceof BaseError ? error : shown)
  }
}
