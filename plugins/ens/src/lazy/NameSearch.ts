import { type BaseError, RequestAbortedError } from '@airlock/kernel'
import { action, computed, makeObservable, observable, observableRef, runInAction } from 'mobx'
import { ENS_TEXTS } from '../constants'
import type { EnsApi } from './createEnsApi'
import type { EnsSuggestion } from './ensApiSchemas'
import { nameError } from './errorText'
import { isValidAccountName, NAME_MIN_LENGTH } from './nameRules'

/** Availability of the typed name. */
export type NameAvailability = 'idle' | 'checking' | 'available' | 'taken' | 'error'

/** What NameSearch needs. */
export interface NameSearchDeps {
  api: Pick<EnsApi, 'getEnsNameSuggestions' | 'getEnsNameRecord'>
  /** Shows an error (the snackbar). */
  showError: (error: BaseError) => void
  /** Wait after the last change before fetching, in ms. */
  debounceMs: number
}

/**
 * The account name rule as a message: undefined when valid (letters, digits and hyphens only, at
 * least 4 characters), else why not. An empty name is not an error yet.
 */
export function nameInputError(name: string): string | undefined {
  if (name === '' || isValidAccountName(name)) return undefined
  return name.length < NAME_MIN_LENGTH && /^[a-zA-Z0-9-]*$/.test(name)
    ? ENS_TEXTS.tooShort
    : ENS_TEXTS.invalidCharacters
}

/**
 * The register view's search: the typed name, validated as it changes; after a quiet period,
 * suggestions (GET /v1/profile/suggestions/{name}) and availability (GET /v1/profile/account/{name})
 * for the latest valid name. Superseded requests are aborted and their answers ignored.
 */
export class NameSearch {
  /** The typed label (without the zone). */
  query = ''
  /** Suggestions for the last fetched name. */
  suggestions: EnsSuggestion[] = []
  /** Suggestions are being fetched. */
  suggestionsLoading = false
  /** Availability of `query`. */
  availability: NameAvailability = 'idle'
  private timer: ReturnType<typeof setTimeout> | undefined
  private controller: AbortController | undefined

  constructor(private readonly deps: NameSearchDeps) {
    makeObservable<NameSearch, 'apply'>(this, {
      query: observable,
      suggestions: observableRef,
      suggestionsLoading: observable,
      availability: observable,
      validationError: computed,
      setQuery: action,
      apply: action,
    })
  }

  /** Why the typed name is invalid, or undefined. */
  get validationError(): string | undefined {
    return nameInputError(this.query)
  }

  /** Sets the typed name and schedules the fetch (only for a valid name). */
  setQuery(query: string): void {
    this.query = query
    this.stop()
    this.suggestions = []
    this.suggestionsLoading = false
    this.availability = 'idle'
    if (this.query === '' || this.validationError !== undefined) return
    const label = this.query
    this.suggestionsLoading = true
    this.availability = 'checking'
    this.timer = setTimeout(() => void this.fetch(label), this.deps.debounceMs)
  }

  /** Marks the typed name as taken (after it was registered). */
  markTaken(): void {
    runInAction(() => {
      this.availability = 'taken'
    })
  }

  /** Stops the pending timer and request. */
  stop(): void {
    if (this.timer !== undefined) clearTimeout(this.timer)
    this.timer = undefined
    this.controller?.abort()
    this.controller = undefined
  }

  private async fetch(label: string): Promise<void> {
    this.timer = undefined
    const controller = new AbortController()
    this.controller = controller
    const { signal } = controller
    const [suggestions, record] = await Promise.allSettled([
      this.deps.api.getEnsNameSuggestions(label, { signal }),
      this.deps.api.getEnsNameRecord(label, { signal }),
    ])
    if (signal.aborted || label !== this.query) return
    this.controller = undefined
    this.apply(suggestions, record)
  }

  private apply(
    suggestions: PromiseSettledResult<EnsSuggestion[]>,
    record: PromiseSettledResult<unknown>,
  ): void {
    this.suggestionsLoading = false
    if (suggestions.status === 'fulfilled') this.suggestions = suggestions.value
    else if (!(suggestions.reason instanceof RequestAbortedError))
      this.deps.showError(nameError(suggestions.reason, { key: 'errorFetchingNameSuggestions' }))
    if (record.status === 'fulfilled') this.availability = record.value === undefined ? 'available' : 'taken'
    else this.availability = 'error'
  }
}
