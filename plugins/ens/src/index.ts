// Public API of @airlock/ens. Only the small descriptor and constants load eagerly; the client, store
// and views are in a separate chunk that `ens()` imports on first need.
export {
  CHOOSE_NAME_ACTION,
  ENS_NAME_ZONE,
  ENS_NAMESPACE,
  ENS_TEXTS,
  REGISTER_NAME_VIEW,
  REGISTRATION_SUCCESS_VIEW,
  SUGGESTIONS_DEBOUNCE_MS,
} from './constants'
export {
  chooseNameAction,
  type EnsOptions,
  type EnsResolvedOptions,
  ens,
  ensOptionsSchema,
  needsNameLookup,
} from './ens'
export { toFullName, toLabel } from './fullName'
export type {
  EnsApi,
  EnsCallOptions,
  RegisterEnsNameParameters,
} from './lazy/createEnsApi'
export type { EnsStore } from './lazy/EnsStore'
export type { EnsNameRecord, EnsSuggestion } from './lazy/ensApiSchemas'
export type { EnsPluginApi } from './lazy/ensPlugin'
export type { EnsError, EnsErrorFallback, EnsErrorKey, NameApiError } from './lazy/errors'
export type { NameAvailability, NameSearch } from './lazy/NameSearch'
