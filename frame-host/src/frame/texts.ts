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
  network: 'Network',
  account: 'Account',
  from: 'From',
  to: 'To',
  newContract: '(new contract)',
  amount: 'Amount',
  maxFee: 'Max fee',
  sponsoredFee: 'Paid by the paymaster',
  data: 'Data: {data}',
  type: 'Type',
  feePayer: 'Fee payer',
  send: 'Send',
  sendTo: '{amount} to {to}',
  sendCalls: 'Send {count} calls at once',
  callN: 'Call {index}',
  lookupTable: '(lookup table)',
  program: 'Program',
  saveRecoveryTitle: 'Save your recovery code',
  saveRecoveryBody: 'You need it to open this wallet on another device. Airlock cannot recover it for you.',
  saved: 'I saved it',
  copy: 'Copy',
  copied: 'Copied',
  copyFailed: 'Copy failed: select the code instead',
  newDeviceTitle: 'New device',
  newDeviceBody: 'Enter the recovery code you saved when this wallet was created.',
  unlock: 'Unlock',
  wrongRecoveryCode: 'That recovery code does not open this wallet. Try again.',
  windowWhy:
    'A page can hide or disguise this frame, so you approve in a window of its own that no page can cover.',
  windowOpen: 'Review in a new window',
  windowWaiting: 'Approve or reject in the window that opened.',
  windowBlocked: 'Your browser blocked the approval window. Allow pop-ups for this site, then try again.',
  notOpenedByFrame: 'This window opens only from the secure wallet frame.',
  requestedBy: 'Requested by',
  saysItIs: 'Says it is',
  networkFee: 'Network fee',
  solanaFee: '{total} (base {base} + priority {priority})',
  solanaFeeEstimated:
    '{total} (base {base} + priority {priority}), estimated: the node does not know this blockhash',
  signTransactions: 'Sign {count} transactions',
  createAccount: 'Create account',
  createAccountWith: '{account} with {amount}, owned by program {owner}',
  ownerChange: 'Owner change',
  assignTo: '{account} now belongs to program {owner}',
  assignWalletWarning:
    'This gives your account {account} to program {owner}: that program can then move everything in it.',
  allocate: 'Allocate',
  allocateBytes: '{space} bytes for {account}',
  nonceAccount: 'Nonce account',
  nonceAdvance: 'Advance {account}',
  nonceWithdraw: 'Withdraw from {account}',
  nonceInitialize: 'Initialize {account}',
  nonceAuthorize: 'Give the authority of {account} to another key',
  nonceUpgrade: 'Upgrade {account}',
  nonceAuthorityWarning: 'This changes who controls the nonce account {account}.',
  computeUnitLimit: 'Compute unit limit',
  computeUnitPrice: 'Compute unit price',
  microLamportsPerUnit: '{price} micro-lamports per unit',
  heapFrame: 'Heap frame (bytes)',
  loadedDataLimit: 'Loaded data limit (bytes)',
  sendToken: 'Send tokens',
  sendTokenFrom: '{amount} of {mint} from {from} to {to}',
  tokenOfAccount: 'the token of that account',
  rawUnits: '{amount} base units',
  allowance: 'Allowance',
  allowanceTo: '{delegate} may spend {amount} from {account}',
  allowanceWarning: '{delegate} will be able to move {amount} of this token without asking you again.',
  revokeAllowance: 'Remove the allowance on {account}',
  unlimited: 'unlimited',
  authority_mintTokens: 'minting authority',
  authority_freezeAccount: 'freeze authority',
  authority_accountOwner: 'owner',
  authority_closeAccount: 'close authority',
  authoritySet: '{authority} becomes the {role} of {account}',
  authorityRemoved: '{account} no longer has a {role}',
  authorityWarning: 'This makes {authority} the {role} of {account}: you give up that control.',
  nobody: 'no one',
  mint: 'Mint',
  mintTo: '{amount} to {to}',
  burn: 'Burn',
  burnFrom: '{amount} from {account}',
  closeAccount: 'Close account',
  closeAccountTo: '{account}, its balance to {to}',
  freeze: 'Freeze',
  freezeAccount: 'Freeze {account}',
  thawAccount: 'Unfreeze {account}',
  tokenAccountInit: 'Token account {account}',
  syncNative: 'Sync wrapped SOL',
  associatedAccount: 'Token account {account} of {owner} for {mint}',
  memo: 'Memo',
  unknownProgram:
    'Program {program} is not one this wallet can read: it cannot show what this instruction does.',
  unreadableInstruction:
    'This wallet cannot read an instruction of program {program}: it cannot show what it does.',
  domainField: 'Domain {field}',
  unsignedKeys: '{count} fields sent with this request are not part of what you sign, and are not shown.',
  otpTitle: 'Enter your code',
  otpBody: 'We sent a code to {email}. Type it here: only this secure frame can use it.',
  otpLabel: 'Code',
  /** A digit cell of the code field. */
  otpDigit: 'Digit {index} of {count}',
  confirm: 'Confirm',
  cancel: 'Cancel',
  codeWrong: 'Wrong code ({left} attempts left)',
  codeExpired: 'This code has expired: request a new one',
  codeLocked: 'Too many wrong codes: request a new one',
  codeMissing: 'No code is pending: request a new one',
  tooManyAttempts: 'Too many attempts: try again after {seconds} seconds',
  emailChangeTitle: 'Change your email',
  emailChangeBody:
    'From now on, sign in with {newEmail} instead of {email}? We send a code to {email} to confirm it is you, then one to {newEmail}.',
  sendCode: 'Send the code',
  emailChangePrimary: 'Type the code we sent to {email}. It confirms moving this wallet to {newEmail}.',
  emailChangeSecondary: 'Type the code we sent to {newEmail}.',
  walletMismatch: 'The keys of this wallet do not match its records: it cannot be opened.',
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
  network: 'Red',
  account: 'Cuenta',
  from: 'De',
  to: 'Para',
  newContract: '(contrato nuevo)',
  amount: 'Importe',
  maxFee: 'Comisión máxima',
  sponsoredFee: 'La paga el paymaster',
  data: 'Datos: {data}',
  type: 'Tipo',
  feePayer: 'Paga la comisión',
  send: 'Envío',
  sendTo: '{amount} a {to}',
  sendCalls: 'Enviar {count} llamadas a la vez',
  callN: 'Llamada {index}',
  lookupTable: '(tabla de búsqueda)',
  program: 'Programa',
  saveRecoveryTitle: 'Guarda tu código de recuperación',
  saveRecoveryBody:
    'Lo necesitas para abrir esta billetera en otro dispositivo. Airlock no puede recuperarlo por ti.',
  saved: 'Ya lo guardé',
  copy: 'Copiar',
  copied: 'Copiado',
  copyFailed: 'No se pudo copiar: selecciona el código',
  newDeviceTitle: 'Dispositivo nuevo',
  newDeviceBody: 'Escribe el código de recuperación que guardaste al crear esta billetera.',
  unlock: 'Desbloquear',
  wrongRecoveryCode: 'Ese código de recuperación no abre esta billetera. Inténtalo de nuevo.',
  windowWhy:
    'Una página puede ocultar o disfrazar este marco, así que apruebas en una ventana propia que ninguna página puede tapar.',
  windowOpen: 'Revisar en una ventana nueva',
  windowWaiting: 'Aprueba o rechaza en la ventana que se abrió.',
  windowBlocked:
    'Tu navegador bloqueó la ventana de aprobación. Permite las ventanas emergentes de este sitio y vuelve a intentarlo.',
  notOpenedByFrame: 'Esta ventana solo se abre desde el marco seguro de la billetera.',
  requestedBy: 'Solicitado por',
  saysItIs: 'Dice ser',
  networkFee: 'Comisión de red',
  solanaFee: '{total} (base {base} + prioridad {priority})',
  solanaFeeEstimated:
    '{total} (base {base} + prioridad {priority}), estimada: el nodo no conoce este blockhash',
  signTransactions: 'Firmar {count} transacciones',
  createAccount: 'Crear cuenta',
  createAccountWith: '{account} con {amount}, del programa {owner}',
  ownerChange: 'Cambio de propietario',
  assignTo: '{account} pasa a ser del programa {owner}',
  assignWalletWarning:
    'Esto entrega tu cuenta {account} al programa {owner}: ese programa podrá mover todo lo que tenga.',
  allocate: 'Reservar espacio',
  allocateBytes: '{space} bytes para {account}',
  nonceAccount: 'Cuenta nonce',
  nonceAdvance: 'Avanzar {account}',
  nonceWithdraw: 'Retirar de {account}',
  nonceInitialize: 'Inicializar {account}',
  nonceAuthorize: 'Dar la autoridad de {account} a otra clave',
  nonceUpgrade: 'Actualizar {account}',
  nonceAuthorityWarning: 'Esto cambia quién controla la cuenta nonce {account}.',
  computeUnitLimit: 'Límite de unidades de cómputo',
  computeUnitPrice: 'Precio por unidad de cómputo',
  microLamportsPerUnit: '{price} micro-lamports por unidad',
  heapFrame: 'Memoria heap (bytes)',
  loadedDataLimit: 'Límite de datos cargados (bytes)',
  sendToken: 'Enviar tokens',
  sendTokenFrom: '{amount} de {mint} desde {from} a {to}',
  tokenOfAccount: 'el token de esa cuenta',
  rawUnits: '{amount} unidades base',
  allowance: 'Permiso de gasto',
  allowanceTo: '{delegate} puede gastar {amount} de {account}',
  allowanceWarning: '{delegate} podrá mover {amount} de este token sin volver a preguntarte.',
  revokeAllowance: 'Quitar el permiso de gasto de {account}',
  unlimited: 'ilimitado',
  authority_mintTokens: 'autoridad de emisión',
  authority_freezeAccount: 'autoridad de congelación',
  authority_accountOwner: 'propietario',
  authority_closeAccount: 'autoridad de cierre',
  authoritySet: '{authority} pasa a ser {role} de {account}',
  authorityRemoved: '{account} deja de tener {role}',
  authorityWarning: 'Esto hace a {authority} {role} de {account}: renuncias a ese control.',
  nobody: 'nadie',
  mint: 'Emitir',
  mintTo: '{amount} a {to}',
  burn: 'Quemar',
  burnFrom: '{amount} de {account}',
  closeAccount: 'Cerrar cuenta',
  closeAccountTo: '{account}, su saldo a {to}',
  freeze: 'Congelar',
  freezeAccount: 'Congelar {account}',
  thawAccount: 'Descongelar {account}',
  tokenAccountInit: 'Cuenta de token {account}',
  syncNative: 'Sincronizar SOL envuelto',
  associatedAccount: 'Cuenta de token {account} de {owner} para {mint}',
  memo: 'Memo',
  unknownProgram:
    'Esta billetera no sabe leer el programa {program}: no puede mostrar qué hace esta instrucción.',
  unreadableInstruction:
    'Esta billetera no puede leer una instrucción del programa {program}: no puede mostrar qué hace.',
  domainField: 'Dominio {field}',
  unsignedKeys:
    '{count} campos enviados con esta solicitud no forman parte de lo que firmas y no se muestran.',
  otpTitle: 'Escribe tu código',
  otpBody: 'Enviamos un código a {email}. Escríbelo aquí: solo este marco seguro puede usarlo.',
  otpLabel: 'Código',
  otpDigit: 'Dígito {index} de {count}',
  confirm: 'Confirmar',
  cancel: 'Cancelar',
  codeWrong: 'Código incorrecto (quedan {left} intentos)',
  codeExpired: 'Este código ha caducado: pide uno nuevo',
  codeLocked: 'Demasiados códigos incorrectos: pide uno nuevo',
  codeMissing: 'No hay ningún código pendiente: pide uno nuevo',
  tooManyAttempts: 'Demasiados intentos: vuelve a intentarlo dentro de {seconds} segundos',
  emailChangeTitle: 'Cambiar tu correo',
  emailChangeBody:
    '¿Iniciar sesión a partir de ahora con {newEmail} en lugar de {email}? Enviamos un código a {email} para confirmar que eres tú y luego otro a {newEmail}.',
  sendCode: 'Enviar el código',
  emailChangePrimary:
    'Escribe el código que enviamos a {email}. Confirma el cambio de esta billetera a {newEmail}.',
  emailChangeSecondary: 'Escribe el código que enviamos a {newEmail}.',
  walletMismatch: 'Las claves de esta billetera no coinciden con sus registros: no se puede abrir.',
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
