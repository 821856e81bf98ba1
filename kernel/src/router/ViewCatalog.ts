import { action, makeObservable, observable } from 'mobx'
import { BaseError } from '../errors'
import type { ViewComponent, ViewDefinition, ViewId, ViewParams } from './viewTypes'

/** A registered view id is registered again. */
export class DuplicateViewError extends BaseError {
  override name = 'DuplicateViewError'
  constructor(id: string, owner: string | undefined, by: string | undefined) {
    super(`View "${id}" is already registered`, {
      metaMessages: [`Registered by: ${owner ?? 'core'}`, `Registered again by: ${by ?? 'core'}`],
    })
  }
}

/** A view id nobody registered. */
export class ViewNotFoundError extends BaseError {
  override name = 'ViewNotFoundError'
  constructor(id: string) {
    super(`View "${id}" is not registered`)
  }
}

interface CatalogEntry {
  definition: ViewDefinition
  owner: string | undefined
  /** Placeholder of a lazy plugin: its real registration replaces it. */
  placeholder: boolean
}

/** The views of one instance: id → title and lazy loader. Core views are registered by @airlock/ui. */
export class ViewCatalog {
  private readonly entries = observable.map<string, CatalogEntry>({}, { deep: false })

  constructor() {
    makeObservable<ViewCatalog, 'restore'>(this, {
      register: action,
      registerPlaceholder: action,
      restore: action,
    })
  }

  /**
   * Registers a view; `owner` is the registering plugin's name. A duplicate id throws unless `replace`
   * is set (a plugin replacing a core view on purpose). Returns the disposer that removes it again
   * (restoring the view it replaced).
   */
  register<V extends ViewId>(
    definition: ViewDefinition<V>,
    owner?: string,
    options: { replace?: boolean } = {},
  ): () => void {
    const existing = this.entries.get(definition.id)
    const fillsPlaceholder = existing?.placeholder === true && existing.owner === owner
    if (existing && !fillsPlaceholder && !options.replace) {
      throw new DuplicateViewError(definition.id, existing.owner, owner)
    }
    const entry: CatalogEntry = {
      definition: definition as unknown as ViewDefinition,
      owner,
      placeholder: false,
    }
    this.entries.set(definition.id, entry)
    return () => this.restore(definition.id, entry, existing)
  }

  /** Registers a lazy plugin's declared view; its loader loads the plugin first. Returns its remover. */
  registerPlaceholder(definition: ViewDefinition, owner: string): () => void {
    const existing = this.entries.get(definition.id)
    if (existing) throw new DuplicateViewError(definition.id, existing.owner, owner)
    const entry: CatalogEntry = { definition, owner, placeholder: true }
    this.entries.set(definition.id, entry)
    return () => this.restore(definition.id, entry, undefined)
  }

  /** Removes `entry` if it is still the registration of `id`, putting `previous` back. */
  private restore(id: string, entry: CatalogEntry, previous: CatalogEntry | undefined): void {
    if (this.entries.get(id) !== entry) return
    if (previous) this.entries.set(id, previous)
    else this.entries.delete(id)
  }

  /** True when a view id is registered. */
  has(id: string): boolean {
    return this.entries.has(id)
  }

  /** Ids of every registered view. */
  ids(): string[] {
    return [...this.entries.keys()]
  }

  /** The name of the plugin that registered a view (undefined for core views). */
  owner(id: string): string | undefined {
    return this.entries.get(id)?.owner
  }

  /** A view's definition; throws when it is not registered. */
  get<V extends ViewId>(id: V): ViewDefinition<V> {
    const entry = this.entries.get(id)
    if (!entry) throw new ViewNotFoundError(id)
    return entry.definition as unknown as ViewDefinition<V>
  }

  /** The header title of a view with given params. */
  title<V extends ViewId>(id: V, params: ViewParams<V>): string | undefined {
    const title = this.entries.get(id)?.definition.title
    return typeof title === 'function' ? (title as (p: ViewParams<V>) => string)(params) : title
  }

  /** Loads a view's component (loading its lazy plugin first when needed). */
  async load(id: ViewId): Promise<ViewComponent> {
    const first = this.get(id)
    const component = await first.load()
    const current = this.get(id)
    // A lazy plugin's placeholder resolves after the plugin registered the real view.
    return current === first ? component : current.load()
  }
}
