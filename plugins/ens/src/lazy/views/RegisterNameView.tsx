// The register-name view: the name input validated as you type, the full name in the fixed zone, its
// availability, suggestions (each a full name), and the Register button that signs and registers.
import {
  Button,
  ListItem,
  Spinner,
  Stack,
  Text,
  type Translate,
  useMessages,
  usePlugin,
  useViewParams,
} from '@airlock/ui'
import { observer } from 'mobx-react-lite'
import { type FormEvent, type ReactElement, useEffect } from 'react'
import { type ENS_TEXTS, REGISTER_NAME_VIEW } from '../../constants'
import { toFullName, toLabel } from '../../fullName'
import type { EnsStore } from '../EnsStore'
import { ENS_MESSAGES } from '../messages'
import { NameInput } from './NameInput'

function availabilityText(store: EnsStore, t: Translate<typeof ENS_TEXTS>): string | undefined {
  switch (store.search.availability) {
    case 'checking':
      return t('checking')
    case 'available':
      return t('available')
    case 'taken':
      return t('taken')
    default:
      return undefined
  }
}

/** The register-name view (reads the names store the plugin exposes). */
export const RegisterNameView = observer(function RegisterNameView(): ReactElement {
  const t = useMessages(ENS_MESSAGES)
  const plugin = usePlugin('ens')
  // The view is registered by the plugin's set-up: its API is there whenever the view shows.
  if (!plugin) throw new Error('The register-name view needs the ens plugin set up')
  const { store } = plugin
  const params = useViewParams(REGISTER_NAME_VIEW)
  const { search } = store
  const initial = params?.name ?? ''
  useEffect(() => {
    // Back from a view laid over this one (the embedded wallet's approval): the search as it was.
    if (!store.registerViewMounted()) search.setQuery(initial)
    return () => store.registerViewUnmounted()
  }, [store, search, initial])
  const canRegister =
    search.query !== '' &&
    search.validationError === undefined &&
    (search.availability === 'available' || search.availability === 'error') &&
    !store.loading
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (canRegister) void store.register(search.query)
  }
  const status = availabilityText(store, t)
  return (
    <form onSubmit={submit} data-testid="ens-register-view" noValidate>
      <Stack gap={12}>
        <NameInput
          value={search.query}
          disabled={store.loading}
          error={search.validationError}
          onChange={(value) => search.setQuery(value)}
        />
        {search.query !== '' && search.validationError === undefined ? (
          <Text variant="small" tone="secondary">
            <span data-testid="ens-full-name">{toFullName(search.query)}</span>
            {status ? ' · ' : ''}
            <span role="status" data-testid="ens-availability" data-state={search.availability}>
              {status}
            </span>
          </Text>
        ) : null}
        <Button type="submit" fullWidth loading={store.loading} disabled={!canRegister}>
          {t('register')}
        </Button>
        {store.loading ? (
          <Text as="p" variant="small" tone="secondary" align="center">
            {t('signHint')}
          </Text>
        ) : null}
        {search.suggestionsLoading ? <Spinner size={20} label={t('loadingSuggestions')} /> : null}
        {search.suggestions.length > 0 ? (
          <section aria-label={t('suggestionsLabel')} className="al-stack" style={{ gap: 8 }}>
            <Text as="h3" variant="small-strong" tone="secondary">
              {t('suggestionsLabel')}
            </Text>
            <div className="al-list" data-testid="ens-suggestions">
              {search.suggestions.map((s) => (
                <ListItem
                  key={s.name}
                  label={s.name}
                  data-suggestion={s.name}
                  tag={s.registered ? t('registered') : t('available')}
                  tagTone={s.registered ? 'neutral' : 'success'}
                  disabled={s.registered === true || store.loading}
                  onClick={() => search.setQuery(toLabel(s.name))}
                />
              ))}
            </div>
          </section>
        ) : null}
      </Stack>
    </form>
  )
})
