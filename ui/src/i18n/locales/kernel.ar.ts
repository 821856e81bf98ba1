// Arabic texts of the kernel's messages (a lazy chunk, loaded only when Arabic is chosen).
import type { MessageTranslation } from '@airlock/kernel'
import type { KERNEL_EN } from '../kernelMessages'

const ar: Required<MessageTranslation<typeof KERNEL_EN>> = {
  failedToFetchTransactions: 'تعذّر جلب المعاملات',
  tokenBalanceUnavailable: 'رصيد الرموز غير متاح',
  transactionStarted: 'بدأت المعاملة',
  somethingWentWrong: 'حدث خطأ ما',
  failedToSendTransaction: 'تعذّر إرسال المعاملة. يُرجى المحاولة مرة أخرى.',
  transactionError: 'خطأ في المعاملة',
  insufficientBalance: 'الرصيد غير كافٍ',
  signatureDeclined: 'تم رفض التوقيع',
  smartAccountsNotSupported: 'قد لا يدعم هذا التطبيق الحسابات الذكية',
  failedToDisconnect: 'تعذّر قطع الاتصال',
  unsupportedChain: 'شبكة غير مدعومة',
  networkNotFound: 'لم يتم العثور على الشبكة',
  requestAborted: 'تم إلغاء الطلب',
  unknownError: 'خطأ غير معروف',
  invalidCaipAddress: 'عنوان CAIP غير صالح',
  invalidCaip10Address: 'عنوان CAIP-10 غير صالح',
  invalidCaip2NetworkId: 'معرّف شبكة CAIP-2 غير صالح',
  connectBeforeRequest: 'يُرجى استدعاء connect() قبل request()',
  chainNotSupported: 'الشبكة غير مدعومة',
  adapterNotFound: 'لم يتم العثور على المحوّل',
  networkWithIdNotFound: 'لم يتم العثور على شبكة بهذا المعرّف',
  cannotRemoveLastNetwork: 'لا يمكن إزالة آخر شبكة في مساحة الأسماء',
  chainIdMissing: 'معرّف الشبكة chainId مطلوب',
  httpStatus: 'رمز حالة HTTP: {status}',
  rpcUrlNotFound: 'لم يتم العثور على عنوان RPC للشبكة {chainId}',
  namespaceNotConfigured: 'مساحة الأسماء {namespace} غير مهيّأة',
  alertInvalidAppConfiguration: 'إعدادات التطبيق غير صالحة',
  alertOriginNotAllowed: 'هذا المصدر ليس في قائمة السماح للمشروع - أضفه إلى إعدادات المشروع.',
  alertInvalidProjectId: 'معرّف المشروع غير صالح - تحقّق من projectId في الإعدادات.',
  alertSessionExpired: 'انتهت الجلسة',
  alertJwtNotYetValid: 'الجلسة غير صالحة - تحقّق من إعدادات الوقت ثم اتصل مرة أخرى.',
  alertNetworkNotFoundTitle: 'لم يتم العثور على الشبكة',
  alertNetworkNotFound: 'لم يتم العثور على الشبكة - تأكّد من إدراجها في شبكات الإعدادات.',
  alertProjectIdNotConfiguredTitle: 'معرّف المشروع غير مهيّأ',
  alertProjectIdNotConfigured: 'معرّف المشروع غير مهيّأ - عيّن projectId في الإعدادات.',
}

export default ar
