// The frame's own texts (approvals, the recovery code, the approval window) in English, Spanish and Arabic.
// The frame page and the approval window show them in the language the frame URL's `locale` names,
// else in the browser's first language that has them, else in English.
import { LOCALE_PATTERN } from '../protocol/locale'
import { FRAME_TEXTS_AR } from './textsAr'
import { FRAME_TEXTS_ES } from './textsEs'

export { FRAME_TEXTS_AR } from './textsAr'
export { FRAME_TEXTS_ES } from './textsEs'

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

const CATALOGUES: Readonly<Record<string, FrameTexts>> = {
  en: FRAME_TEXTS_EN,
  es: FRAME_TEXTS_ES,
  ar: FRAME_TEXTS_AR,
}

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

/** Languages written right to left that the frame has texts for. */
const RIGHT_TO_LEFT: ReadonlySet<string> = new Set(['ar'])

/** The direction of the chosen language's texts (`rtl` for Arabic). */
export function activeFrameDirection(): 'ltr' | 'rtl' {
  return RIGHT_TO_LEFT.has(active.locale) ? 'rtl' : 'ltr'
}

/**
 * Writes the chosen language and its direction on the page's root (`lang`, `dir`): an Arabic frame is
 * right to left; values (addresses, amounts, hex) stay isolated left to right where they are shown.
 *
 * @example
 * chooseFrameLocale('ar')
 * applyFrameLanguage(document.documentElement) // <html lang="ar" dir="rtl">
 */
export function applyFrameLanguage(root: Pick<HTMLElement, 'lang' | 'dir'>): void {
  root.lang = active.locale
  root.dir = activeFrameDirection()
}

/** First strong isolate … pop directional isolate: the Unicode form of `<bdi>` inside a plain text. */
const FSI = '\u2068'
const PDI = '\u2069'

/**
 * Fills `{name}` placeholders. In a right-to-left language each value is isolated (FSI … PDI, the text form
 * of `<bdi>`), so an amount keeps its minus before and its symbol after the number, and an address or a Latin
 * name keeps its own order inside the sentence.
 * @example
 * fill(texts().sendTo, { amount: '1 SOL', to: 'Fx…' })
 */
export function fill(text: string, values: Readonly<Record<string, string>>): string {
  const isolate = activeFrameDirection() === 'rtl'
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = values[name]
    if (value === undefined) return whole
    return isolate ? `${FSI}${value}${PDI}` : value
  })
}
