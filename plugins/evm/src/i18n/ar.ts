// Arabic texts of the EVM plugin (a lazy chunk, loaded only when Arabic is chosen).
import type { MessageTranslation } from '@airlock/kernel'
import type { EVM_EN } from '../messages'

const ar: Required<MessageTranslation<typeof EVM_EN>> = {
  browserWallet: 'محفظة المتصفح',
  amountAboveZero: 'يجب أن يكون المبلغ أكبر من 0',
  amountAndDecimalsRequired: 'المبلغ والخانات العشرية مطلوبة',
  gasPriceRequired: 'سعر الغاز مطلوب للإرسال بالعملة الأصلية',
  receiverAddressRequired: 'عنوان المستلم مطلوب',
  senderAddressRequired: 'عنوان المرسل مطلوب',
  tokenAddressRequired: 'عنوان الرمز مطلوب',
  atLeastOneCall: 'مطلوب استدعاء واحد على الأقل',
  sessionEnded: 'انتهت جلسة WalletConnect',
}

export default ar
