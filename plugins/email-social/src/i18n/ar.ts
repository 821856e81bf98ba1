// Arabic texts of the email-social plugin (a lazy chunk, loaded only when Arabic is chosen).
import type { MessageTranslation } from '@airlock/kernel'
import type { EMAIL_SOCIAL_EN } from '../catalogue'

const ar: Required<MessageTranslation<typeof EMAIL_SOCIAL_EN>> = {
  email: 'البريد الإلكتروني',
  continue: 'متابعة',
  invalidEmail: 'أدخل عنوان بريد إلكتروني صالحًا',
  confirmEmail: 'تأكيد البريد الإلكتروني',
  codeSentTo: 'أدخل الرمز المرسل إلى',
  resendCode: 'إعادة إرسال الرمز',
  newCodeSent: 'رمز جديد في الطريق',
  updateEmail: 'تغيير البريد الإلكتروني',
  newEmail: 'البريد الإلكتروني الجديد',
  newEmailPrompt: 'أدخل عنوان بريدك الإلكتروني الجديد',
  emailIsNow: 'بريدك الإلكتروني الآن',
  done: 'تم',
  approve: 'موافقة',
  recoveryCode: 'رمز الاسترداد',
  continueWith: 'المتابعة باستخدام {provider}',
  otherSocial: 'حسابات اجتماعية أخرى',
  signInWithFarcaster: 'تسجيل الدخول باستخدام Farcaster',
  farcasterScan: 'امسح رمز QR هذا بهاتفك، أو افتح الرابط على هذا الجهاز',
  farcasterQr: 'رمز QR لتسجيل الدخول باستخدام Farcaster',
  openFarcaster: 'فتح Farcaster',
  accountType: 'نوع الحساب',
  useSmartAccount: 'استخدام الحساب الذكي',
  smartAccount: 'حساب ذكي',
  signerAccount: 'الموقِّع (EOA)',
  authInitializationProblem: 'حدثت مشكلة أثناء تهيئة المصادقة',
  addressOrAuthConnectorNotFound: 'لم يتم العثور على العنوان أو موصل المصادقة',
  unableToLoadEmailLoginDependency: 'تعذّر تحميل تسجيل الدخول بالبريد الإلكتروني',
  frameErrorWithoutMessage: 'حدث خطأ',
  rpcCallNotAllowed: 'استدعاء RPC المطلوب غير مسموح به',
  actionNotAllowed: 'الإجراء غير مسموح به',
  tryAgainAfter: 'يُرجى المحاولة مرة أخرى بعد {seconds} ثانية',
}

export default ar
