// Fixed values of the names plugin (spec §9: names are EVM only, minimum length 4, the suggestions zone is fixed).

/** The fixed zone every registered name and suggestion lives in (the devnet's default zone). */
export const ENS_NAME_ZONE = 'airlock.id'

/** The only chain namespace names exist on. */
export const ENS_NAMESPACE = 'eip155'

/** Wait after the last keystroke before suggestions and availability are fetched, in ms. */
export const SUGGESTIONS_DEBOUNCE_MS = 300

/** View id of the register-name view. */
export const REGISTER_NAME_VIEW = 'ens/register'

/** View id of the registration-success view. */
export const REGISTRATION_SUCCESS_VIEW = 'ens/registered'

/** Id of the Account action that opens the register-name view. */
export const CHOOSE_NAME_ACTION = 'ens/choose-name'

/** Texts of the plugin's views and errors (catalogue namespace 'ens'). */
export const ENS_TEXTS = {
  registerTitle: 'Choose name',
  successTitle: 'Name registered',
  chooseNameAction: 'Choose name',
  inputLabel: 'Account name',
  placeholder: 'Search for a name',
  invalidCharacters: 'Use letters, digits and hyphens only',
  tooShort: 'At least 4 characters',
  checking: 'Checking availability…',
  available: 'Available',
  registered: 'Registered',
  taken: 'This name is taken',
  register: 'Register',
  signHint: 'Sign the message in your wallet to register the name',
  suggestionsLabel: 'Suggestions',
  loadingSuggestions: 'Loading suggestions',
  successText: 'Your account name is now',
  backToAccount: 'Back to account',
  errorResolvingName: 'Error resolving name',
  errorFetchingNameSuggestions: 'Error fetching name suggestions',
  errorFetchingNamesForAddress: 'Error fetching names for address',
  errorRegisteringName: 'Error registering name {name}',
  /** A name API's own reason, shown as it came. */
  apiReason: '{reason}',
} as const
