import {
  type AirlockStores,
  BaseError,
  ERROR_MESSAGES,
  errorRegisteringNameMessage,
  type PluginLogger,
} from '@airlock/kernel'
import { action, makeObservable, observable } from 'mobx'
import { ENS_NAMESPACE, REGISTER_NAME_VIEW, REGISTRATION_SUCCESS_VIEW } from '../constants'
import { toFullName } from '../fullName'
import type { EnsApi } from './createEnsApi'
import type { EnsNameCache } from './ensNameCache'
import { errorText } from './errorText'
import { NameSearch } from './NameSearch'
import { coinTypeFromChainId } from './nameRules'
import { registrationMessage } from './registrationMessage'

/** What the store needs: the name API, the instance's stores, the names cache and a clock. */
export interface EnsStoreDeps {
  api: EnsApi
  /** Whether the blockchain-data API serves a CAIP-2 chain (names are skipped on others). */
  isChainSupported: (caipNetworkId: string) => Promise<boolean>
  stores: AirlockStores
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

  constructor(private readonly deps: EnsStoreDeps) {
    this.names = deps.names
    this.search = new NameSearch({
      api: deps.api,
      showError: (message) => deps.stores.snackbar.showError(message),
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
   * sets the first as the account's profile name while that address is still connected. On a chain
   * the API does not serve (`caipNetworkId`), nothing is requested. A failure shows 'Error resolving
   * name' and resolves undefined.
   */
  async resolveName(address: string, caipNetworkId?: string): Promise<string | undefined> {
    const { api, stores } = this.deps
    const key = address.toLowerCase()
    let names = this.names.get(key)
    if (!names) {
      try {
        if (caipNetworkId !== undefined && !(await this.deps.isChainSupported(caipNetworkId)))
          return undefined
        names = await api.reverseLookupEnsName(address)
        this.names.set(key, names)
      } catch (cause) {
        const error = new BaseError(ERROR_MESSAGES.errorResolvingName, { cause })
        this.deps.log?.warn(error.shortMessage, { address, reason: errorText(cause, '') })
        stores.snackbar.showError(error.shortMessage)
        this.deps.onError?.(error)
        return undefined
      }
    }
    const name = names[0]?.name
    if (stores.account.state(ENS_NAMESPACE).address?.toLowerCase() === key) {
      stores.account.patch(ENS_NAMESPACE, { profileName: name })
    }
    return name
  }

  /**
   * Registers `label` in the fixed zone for the connected EVM account (spec §4): loading on; the
   * wallet signs `{name, attributes: {}, timestamp}` through the eip155 chain adapter; POST
   * /v1/profile/account with the ENSIP-11 coin type; the profile name is set; the success view
   * replaces the current one with no back. On failure the register view is shown again with the
   * API's first reason, else 'Error registering name {name}'. Resolves true when registered.
   */
  async register(label: string): Promise<boolean> {
    const { stores, api } = this.deps
    const name = toFullName(label)
    const attempt = ++this.attempt
    this.loading = true
    this.error = undefined
    try {
      const address = stores.account.state(ENS_NAMESPACE).address
      const adapter = stores.connection.adapter(ENS_NAMESPACE)
      const network = stores.network.activeNetwork
      if (!address || !adapter?.signMessage || network.chainNamespace !== ENS_NAMESPACE) {
        throw new BaseError(errorRegisteringNameMessage(name), { details: 'No EVM account connected' })
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

  /** Cancels a registration under way: the loading flag clears and a late signature is not sent. */
  cancel(): void {
    this.attempt++
    this.loading = false
  }

  /** Stops timers and requests (plugin teardown). */
  dispose(): void {
    this.cancel()
    this.search.stop()
  }

  private finish(attempt: number, address: string, name: string): void {
    const { stores } = this.deps
    const key = address.toLowerCase()
    const names = this.names.get(key) ?? []
    this.names.set(key, [{ name }, ...names.filter((n) => n.name !== name)])
    if (stores.account.state(ENS_NAMESPACE).address?.toLowerCase() === key) {
      stores.account.patch(ENS_NAMESPACE, { profileName: name })
    }
    this.search.markTaken()
    if (attempt !== this.attempt) return
    this.loading = false
    stores.router.replaceWithoutBack(REGISTRATION_SUCCESS_VIEW, { name })
  }

  private fail(attempt: number, label: string, error: unknown, name: string): void {
    if (attempt !== this.attempt) return
    const { stores } = this.deps
    this.loading = false
    this.error = errorText(error, errorRegisteringNameMessage(name))
    this.deps.log?.warn(this.error, { name })
    if (stores.modal.open && stores.router.view !== REGISTER_NAME_VIEW) {
      stores.router.replace(REGISTER_NAME_VIEW, { name: label })
    }
    stores.snackbar.showError(this.error)
    this.deps.onError?.(error instanceof BaseError ? error : new BaseError(this.error, { cause: error }))
  }
}
