// Arabic texts of the Solana plugin (a lazy chunk, loaded only when Arabic is chosen).
import type { MessageTranslation } from '@airlock/kernel'
import type { SOLANA_EN } from '../messages'

const ar: Required<MessageTranslation<typeof SOLANA_EN>> = {
  invalidSend: 'يرجى إدخال مبلغ وعنوان مستلم صالحين',
  transactionExpired: 'انتهت صلاحية المعاملة قبل تأكيدها. وقّعها مرة أخرى.',
}

export default ar
