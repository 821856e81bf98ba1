// Arabic texts of the pairing plugin (a lazy chunk, loaded only when Arabic is chosen).
import type { MessageTranslation } from '@airlock/kernel'
import type { WALLETCONNECT_EN } from '../messages'

const ar: Required<MessageTranslation<typeof WALLETCONNECT_EN>> = {
  title: 'WalletConnect',
  connectWallet: 'ربط المحفظة',
  connectedTo: 'متصل بـ {name}',
  disconnect: 'قطع الاتصال',
  allWallets: 'كل المحافظ',
  tryAgain: 'إعادة المحاولة',
  qrLabel: 'رمز QR لربط {name}',
  qrLabelAnyWallet: 'رمز QR لربط محفظتك',
  scanWith: 'امسح رمز QR هذا باستخدام {name}',
  scanWithPhone: 'امسح رمز QR هذا باستخدام هاتفك',
  openDesktop: 'فتح تطبيق سطح المكتب',
  openWeb: 'فتح تطبيق الويب',
  openMobile: 'فتح تطبيق الجوال',
  copyLinkHint: 'نسخ رابط الاقتران الخاص بـ WalletConnect',
  copyLink: 'نسخ الرابط',
  linkCopied: 'تم نسخ الرابط',
  pairingExpired: 'انتهت صلاحية الاقتران',
  noNamespace: 'لا توجد مساحة أسماء WalletConnect للاقتران',
  signClientNotInitialized: 'لم تتم تهيئة Sign Client',
  relayNotConfigured: 'لم يتم إعداد مُرحِّل WalletConnect',
}

export default ar
