// Spanish texts of the Bitcoin plugin (a lazy chunk, loaded only when Spanish is chosen).
import type { BitcoinTranslation } from '../messages'

const es: BitcoinTranslation = {
  insufficientBalance: 'Saldo insuficiente',
  somethingWentWrong: 'Algo salió mal',
  invalidAddress: 'Introduce una dirección de Bitcoin válida',
  wrongNetworkAddress: 'Esta dirección es de {addressNetwork}, no de {network}',
  invalidAmount: 'Introduce un importe válido',
  amountTooPrecise: 'Los importes en bitcoin tienen como máximo 8 decimales',
  amountBelowDust: 'El importe es demasiado pequeño para enviarlo. El mínimo es {minimum} BTC.',
  invalidPsbt: 'La transacción que hay que firmar no es válida',
  psbtInputNotOwned: 'La transacción pide firmar una entrada que no es de esta billetera',
  doubleSpend: 'Estas monedas ya se gastaron en otra transacción',
  invalidSignature: 'La red rechazó la transacción: su firma no es válida',
  feeTooLow: 'La comisión de red es demasiado baja para que la red acepte la transacción',
  broadcastRejected: 'La red rechazó la transacción: {reason}',
  serviceUnavailable: 'El servicio de la red Bitcoin no responde. Inténtalo de nuevo.',
  feeRateChanged: 'La comisión de red cambió a {rate} sat/vB. Revisa la nueva comisión y vuelve a firmar.',
  speed: 'Velocidad de la red',
  slow: 'Lenta',
  normal: 'Media',
  fast: 'Rápida',
}

export default es
