// Arabic texts of the Bitcoin plugin (a lazy chunk, loaded only when Arabic is chosen).
import type { BitcoinTranslation } from '../messages'

const ar: BitcoinTranslation = {
  insufficientBalance: 'الرصيد غير كافٍ',
  somethingWentWrong: 'حدث خطأ ما',
  invalidAddress: 'أدخل عنوان بيتكوين صالحًا',
  wrongNetworkAddress: 'هذا العنوان خاص بشبكة {addressNetwork} وليس {network}',
  invalidAmount: 'أدخل مبلغًا صالحًا',
  amountTooPrecise: 'مبالغ البيتكوين لا تتجاوز 8 منازل عشرية',
  amountBelowDust: 'المبلغ أصغر من أن يُرسَل. الحد الأدنى {minimum} BTC.',
  invalidPsbt: 'المعاملة المطلوب توقيعها غير صالحة',
  psbtInputNotOwned: 'تطلب المعاملة توقيع مُدخل لا تملكه هذه المحفظة',
  doubleSpend: 'أُنفقت هذه العملات بالفعل في معاملة أخرى',
  invalidSignature: 'رفضت الشبكة المعاملة: توقيعها غير صالح',
  feeTooLow: 'رسوم الشبكة منخفضة جدًا لتقبل الشبكة المعاملة',
  broadcastRejected: 'رفضت الشبكة المعاملة: {reason}',
  serviceUnavailable: 'خدمة شبكة بيتكوين لا تستجيب. يرجى المحاولة مرة أخرى.',
  feeRateChanged: 'تغيّرت رسوم الشبكة إلى {rate} ساتوشي/بايت افتراضي. راجع الرسوم الجديدة ووقّع مرة أخرى.',
  speed: 'سرعة الشبكة',
  slow: 'بطيئة',
  normal: 'عادية',
  fast: 'سريعة',
}

export default ar
