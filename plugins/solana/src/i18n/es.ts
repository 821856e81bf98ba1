// Spanish texts of the Solana plugin (a lazy chunk, loaded only when Spanish is chosen).
import type { MessageTranslation } from '@airlock/kernel'
import type { SOLANA_EN } from '../messages'

const es: Required<MessageTranslation<typeof SOLANA_EN>> = {
  invalidSend: 'Introduce un importe y una dirección de destinatario válidos',
  transactionExpired: 'La transacción caducó antes de confirmarse. Fírmala de nuevo.',
}

export default es
