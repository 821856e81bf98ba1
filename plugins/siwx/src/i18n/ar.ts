import type { MessageTranslation } from '@airlock/kernel'
import type { SIWX_TEXTS } from '../plugin/messages'

export default {
  title: 'تسجيل الدخول',
  request: 'يطلب {name} منك تسجيل الدخول',
  explanation: 'وقّع هذه الرسالة لتثبت أنك تملك هذه المحفظة. التوقيع مجاني: لا يرسل أي معاملة.',
  cancelDisconnects: 'الإلغاء سيقطع اتصالك.',
  cancelSignsOut: 'عند الإلغاء تبقى متصلاً، لكن دون تسجيل الدخول.',
  domain: 'النطاق',
  cancel: 'إلغاء',
  sign: 'توقيع',
  signing: 'جارٍ التوقيع…',
  signInFailed: 'تعذّر تسجيل الدخول، حاول مرة أخرى',
} satisfies Required<MessageTranslation<typeof SIWX_TEXTS>>
