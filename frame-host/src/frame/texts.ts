// The frame's own texts (approvals, the recovery code, the approval window) in English and Spanish.
// The frame page and the approval window show them in the language the frame URL's `locale` names,
// else in the browser's first language that has them, else in English.
import { LOCALE_PATTERN } from '../protocol/constants'

/** The frame's texts in English; `{name}` marks a value filled in with {@link fill}. */
export const FRAME_TEXTS_EN = {
  notEmbedded: 'This page only works embedded by an allowed app.',
  approve: 'Approve',
  reject: 'Reject',
  signMessage: 'Sign message',
  signTypedData: 'Sign typed data',
  signTransaction: 'Sign transaction',
  sendTransaction: 'Send transaction',
  app: 'App',
  network: 'Network',
  account: 'Account',
  from: 'From',
  to: 'To',
  newContract: '(new contract)',
  amount: 'Amount',
  maxFee: 'Max fee',
  data: 'Data: {data}',
  domain: 'Domain',
  unnamed: '(unnamed)',
  type: 'Type',
  contract: 'Contract',
  feePayer: 'Fee payer',
  send: 'Send',
  sendTo: '{amount} to {to}',
  lookupTable: '(lookup table)',
  program: 'Program',
  saveRecoveryTitle: 'Save your recovery code',
  saveRecoveryBody: 'You need it to open this wallet on another device. Airlock cannot recover it for you.',
  saved: 'I saved it',
  newDeviceTitle: 'New device',
  newDeviceBody: 'Enter the recovery code you saved when this wallet was created.',
  unlock: 'Unlock',
  wrongRecoveryCode: 'That recovery code does not open this wallet. Try again.',
  windowWhy:
    'This browser cannot confirm that nothing covers this frame, so you approve in a window of its own.',
  windowOpen: 'Review in a new window',
  windowWaiting: 'Approve or reject in the window that opened.',
  windowBlocked: 'Your browser blocked the approval window. Allow pop-ups for this site, then try again.',
  notOpenedByFrame: 'This window opens only from the secure wallet frame.',
} as const

/** The frame's texts in one language: every key of {@link FRAME_TEXTS_EN}. */
export type FrameTexts = { readonly [K in keyof typeof FRAME_TEXTS_EN]: string }

/** The frame's texts in Spanish. */
export const FRAME_TEXTS_ES: FrameTexts = {
  notEmbedded: 'Esta página solo funciona insertada en una aplicación permitida.',
  approve: 'Aprobar',
  reject: 'Rechazar',
  signMessage: 'Firmar mensaje',
  signTypedData: 'Firmar datos estructurados',
  signTransaction: 'Firmar transacción',
  sendTransaction: 'Enviar transacción',
  app: 'Aplicación',
  network: 'Red',
  account: 'Cuenta',
  from: 'De',
  to: 'Para',
  newContract: '(contrato nuevo)',
  amount: 'Importe',
  maxFee: 'Comisión máxima',
  data: 'Datos: {data}',
  domain: 'Dominio',
  unnamed: '(sin nombre)',
  type: 'Tipo',
  contract: 'Contrato',
  feePayer: 'Paga la comisión',
  send: 'Envío',
  sendTo: '{amount} a {to}',
  lookupTable: '(tabla de búsqueda)',
  program: 'Programa',
  saveRecoveryTitle: 'Guarda tu código de recuperación',
  saveRecoveryBody:
    'Lo necesitas para abrir esta billetera en otro dispositivo. Airlock no puede recuperarlo por ti.',
  saved: 'Ya lo guardé',
  newDeviceTitle: 'Dispositivo nuevo',
  newDeviceBody: 'Escribe el código de recuperación que guardaste al crear esta billetera.',
  unlock: 'Desbloquear',
  wrongRecoveryCode: 'Ese código de recuperación no abre esta billetera. Inténtalo de nuevo.',
  windowWhy:
    'Este navegador no puede confirmar que nada tapa este marco, así que apruebas en una ventana propia.',
  windowOpen: 'Revisar en una ventana nueva',
  windowWaiting: 'Aprueba o rechaza en la ventana que se abrió.',
  windowBlocked:
    'Tu navegador bloqueó la ventana de aprobación. Permite las ventanas emergentes de este sitio y vuelve a intentarlo.',
  notOpenedByFrame: 'Esta ventana solo se abre desde el marco seguro de la billetera.',
}

const CATALOGUES: Readonly<Record<string, FrameTexts>> = { en: FRAME_TEXTS_EN, es: FRAME_TEXTS_ES }

/**
 * The first of `locales` whose language has texts (`es-MX` → Spanish), else English.
 * @example
 * frameLocale(['fr-FR', 'es-ES']) // 'es'
 */
export function frameLocale(locales: readonly string[]): string {
  for (const tag of locales) {
    const language = LOCALE_PATTERN.test(tag) ? tag.split('-')[0]!.toLowerCase() : ''
    if (Object.hasOwn(CATALOGUES, language)) return language
  }
  return 'en'
}

let active: { locale: string; texts: FrameTexts } = { locale: 'en', texts: FRAME_TEXTS_EN }

/**
 * Chooses the frame's language: `requested` (the frame URL's `locale`) first, then the browser's.
 * @example
 * chooseFrameLocale(new URL(location.href).searchParams.get('locale'))
 */
export function chooseFrameLocale(requested: string | null | undefined): string {
  const browser = typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language])
  const locale = frameLocale([...(requested ? [requested] : []), ...browser])
  active = { locale, texts: CATALOGUES[locale] ?? FRAME_TEXTS_EN }
  return locale
}

/** The frame's texts in the chosen language (English until {@link chooseFrameLocale}). */
export function texts(): FrameTexts {
  return active.texts
}

/** The chosen language's tag (`en`, `es`). */
export function activeFrameLocale(): string {
  return active.locale
}

/**
 * Fills `{name}` placeholders.
 * @example
 * fill(texts().sendTo, { amount: '1 SOL', to: 'Fx…' })
 */
export function fill(text: string, values: Readonly<Record<string, string>>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole)
}
