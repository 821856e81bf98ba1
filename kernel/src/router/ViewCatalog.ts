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
  /** Registered with `replace`: a core view registered later goes beneath it. */
  replacing?: boolean
  /** The registration this one took the place of; it comes back when this one is removed. */
  previous?: CatalogEntry | undefined
}

/** The views of one instance: id → title and lazy loader. Core views are registered by @airlock/ui. */
export class ViewCatalog {
  private readonly entries = observable.map<string, CatalogEntry>({}, { deep: false })

  constructor() {
    makeObservable<ViewCatalog, 'remove'>(this, {
      register: action,
      registerPlaceholder: action,
      remove: action,
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
    const id = definition.id
    const existing = this.entries.get(id)
    const entry: CatalogEntry = {
      definition: definition as unknown as ViewDefinition,
      owner,
      placeholder: false,
      replacing: options.replace === true,
    }
    if (existing?.replacing && owner === undefined && !existing.previous) {
      // A core view arriving after a plugin replaced it on purpose: it waits beneath the replacement.
      existing.previous = entry
      return () => this.remove(id, entry)
    }
    const fillsPlaceholder = existing?.placeholder === true && existing.owner === owner
    if (existing && !fillsPlaceholder && !options.replace) {
      throw new DuplicateViewError(id, existing.owner, owner)
    }
    entry.previous = existing
    this.entries.set(id, entry)
    return () => this.remove(id, entry)
  }

  /** Registers a lazy plugin's declared view; its loader loads the plugin first. Returns its remover. */
  registerPlaceholder(definition: ViewDefinition, owner: string): () => void {
    const existing = this.entries.get(definition.id)
    if (existing) throw new DuplicateViewError(definition.id, existing.owner, owner)
    const entry: CatalogEntry = { definition, owner, placeholder: true }
    this.entries.set(definition.id, entry)
    return () => this.remove(definition.id, entry)
  }

  /** Removes a registration: the current one gives way to the one it replaced; one beneath is unlinked. */
  private remove(id: string, entry: CatalogEntry): void {
    let current = this.entries.get(id)
    if (current === entry) {
      if (entry.previous) this.entries.set(id, entry.previous)
      else this.entries.delete(id)
      return
    }
    while (current?.previous && current.previous !== entry) current = current.previous
    if (current) current.previous = entry.previous
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
