// Spanish texts of the EVM plugin (a lazy chunk, loaded only when Spanish is chosen).
import type { MessageTranslation } from '@airlock/kernel'
import type { EVM_EN } from '../messages'

const es: Required<MessageTranslation<typeof EVM_EN>> = {
  browserWallet: 'Billetera del navegador',
  amountAboveZero: 'El importe debe ser mayor que 0',
  amountAndDecimalsRequired: 'Se necesitan el importe y los decimales',
  gasPriceRequired: 'Se necesita el precio del gas para los envíos nativos',
  receiverAddressRequired: 'Se necesita la dirección del destinatario',
  senderAddressRequired: 'Se necesita la dirección del remitente',
  tokenAddressRequired: 'Se necesita la dirección del token',
  atLeastOneCall: 'Se necesita al menos una llamada',
  sessionEnded: 'La sesión de WalletConnect terminó',
}

export default es
