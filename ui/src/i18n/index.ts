// Messages and locale: the formatter, the per-instance store, the hooks and the UI's catalogues.
export { formatCurrency, formatDate, formatMessage, formatNumber } from './format'
export { DEFAULT_LOCALE, localeDirection, matchLocale } from './locale'
export { MessagesStore, type MessagesStoreOptions, messagesOf } from './MessagesStore'
export type { MessageArgs, ParamValue, TextParams, Translate } from './types'
export { type UseLocaleResult, useLocale, useMessages, useTranslateText } from './useMessages'
export { useErrorText } from './useUiMessages'
