// Arabic texts of the names plugin (a lazy chunk, loaded only when Arabic is chosen).
import type { MessageTranslation } from '@airlock/kernel'
import type { ENS_TEXTS } from '../../constants'

const ar: Required<MessageTranslation<typeof ENS_TEXTS>> = {
  registerTitle: 'اختيار اسم',
  successTitle: 'تم تسجيل الاسم',
  chooseNameAction: 'اختيار اسم',
  inputLabel: 'اسم الحساب',
  placeholder: 'ابحث عن اسم',
  invalidCharacters: 'استخدم الحروف والأرقام والشرطات فقط',
  tooShort: '4 أحرف على الأقل',
  checking: 'جارٍ التحقق من التوفر…',
  available: 'متاح',
  registered: 'مسجّل',
  taken: 'هذا الاسم مأخوذ',
  register: 'تسجيل',
  signHint: 'وقّع الرسالة في محفظتك لتسجيل الاسم',
  suggestionsLabel: 'اقتراحات',
  loadingSuggestions: 'جارٍ تحميل الاقتراحات',
  successText: 'اسم حسابك الآن هو',
  backToAccount: 'العودة إلى الحساب',
  errorResolvingName: 'خطأ في تحليل الاسم',
  errorFetchingNameSuggestions: 'خطأ في جلب اقتراحات الأسماء',
  errorFetchingNamesForAddress: 'خطأ في جلب أسماء العنوان',
  errorRegisteringName: 'خطأ في تسجيل الاسم {name}',
  apiReason: '{reason}',
}

export default ar
