// The kernel's catalogue as the UI shows it: the kernel keeps its English texts (`ERROR_MESSAGES`,
// `ALERTS`, the message functions) and knows no locale; the UI ships their translations, so a kernel
// text it shows (snackbar, connect failure, alert) reaches the visitor in the active locale.
import { ALERTS, ERROR_MESSAGES, type PluginMessages } from '@airlock/kernel'

/** English texts of the kernel, by key: its fixed messages, its parameterised ones and its alerts. */
export const KERNEL_EN = {
  ...ERROR_MESSAGES,
  httpStatus: 'HTTP status code: {status}',
  rpcUrlNotFound: 'No RPC URL found for chain {chainId}',
  namespaceNotConfigured: 'Namespace {namespace} is not configured',
  alertInvalidAppConfiguration: ALERTS.ORIGIN_NOT_ALLOWED.shortMessage,
  alertOriginNotAllowed: ALERTS.ORIGIN_NOT_ALLOWED.longMessage,
  alertInvalidProjectId: ALERTS.INVALID_PROJECT_ID.longMessage,
  alertSessionExpired: ALERTS.JWT_NOT_YET_VALID.shortMessage,
  alertJwtNotYetValid: ALERTS.JWT_NOT_YET_VALID.longMessage,
  alertNetworkNotFoundTitle: ALERTS.NETWORK_NOT_FOUND.shortMessage,
  alertNetworkNotFound: ALERTS.NETWORK_NOT_FOUND.longMessage,
  alertProjectIdNotConfiguredTitle: ALERTS.PROJECT_ID_NOT_CONFIGURED.shortMessage,
  alertProjectIdNotConfigured: ALERTS.PROJECT_ID_NOT_CONFIGURED.longMessage,
} as const

/** The kernel's messages: English from the kernel, Spanish and Arabic as lazy chunks of the UI. */
export const KERNEL_MESSAGES: PluginMessages<typeof KERNEL_EN> = {
  namespace: 'kernel',
  en: KERNEL_EN,
  locales: {
    es: () => import('./locales/kernel.es'),
    ar: () => import('./locales/kernel.ar'),
  },
}
