// Public API of @airlock/ui: provider, hooks, buttons, the modal's building blocks for views, theme helpers.
// Views are React components; an `observer` view reads the instance with `useAirlock().get(select)`.
export { observer } from 'mobx-react-lite'
export { AirlockProvider, type AirlockProviderProps } from './AirlockProvider'
export { ConnectButton, type ConnectButtonProps } from './buttons/ConnectButton'
export { NetworkButton } from './buttons/NetworkButton'
export type { CatalogueWallet } from './catalogue/catalogueTypes'
export { type ChainMarks, nativeTokenMark, networkMark, tokenImageUrl } from './catalogue/chainMarks'
export { networkImageUrl } from './catalogue/networkImageUrl'
export * from './components/index'
export { type UiOptions, useUiOptions } from './context/uiOptions'
export { type UseAccountResult, useAccount } from './hooks/useAccount'
export { useAirlock } from './hooks/useAirlock'
export { useAirlockState } from './hooks/useAirlockState'
export { useConnectionStatus } from './hooks/useConnectionStatus'
export { useCopyToClipboard } from './hooks/useCopyToClipboard'
export { useDebouncedValue } from './hooks/useDebouncedValue'
export { type UseModalResult, useModal } from './hooks/useModal'
export { type UseNetworkResult, useNetwork } from './hooks/useNetwork'
export { usePlugin } from './hooks/usePlugin'
export { useReducedMotion } from './hooks/useReducedMotion'
export { useRetry } from './hooks/useRetry'
export { useViewParams } from './hooks/useViewParams'
export { useWatched } from './hooks/useWatched'
export { formatAmount, formatTokenAmount } from './i18n/formatAmount'
export {
  formatCurrency,
  formatDate,
  formatMessage,
  formatNumber,
  localeDirection,
  type MessageArgs,
  type ParamValue,
  type Translate,
  type UseLocaleResult,
  useErrorText,
  useLocale,
  useMessages,
  useTranslateText,
} from './i18n/index'
export { type FormatTokenAmount, useFormatAmount } from './i18n/useFormatAmount'
export { sendError, visitorError } from './i18n/visitorError'
export type { CatalogueWalletOpener, CatalogueWalletShown, UiComponent } from './registry'
export {
  DEFAULT_THEME_VARIABLES,
  type ThemeMode,
  type ThemeVariables,
  themeVariablesToCss,
} from './theme/themeTypes'
export { type SafeImageUrlOptions, safeImageUrl } from './utils/safeImageUrl'
