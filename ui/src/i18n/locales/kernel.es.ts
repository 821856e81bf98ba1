// Spanish texts of the kernel's messages (a lazy chunk, loaded only when Spanish is chosen).
import type { MessageTranslation } from '@airlock/kernel'
import type { KERNEL_EN } from '../kernelMessages'

const es: Required<MessageTranslation<typeof KERNEL_EN>> = {
  failedToFetchTransactions: 'No se pudieron cargar las transacciones',
  tokenBalanceUnavailable: 'Saldo de tokens no disponible',
  transactionStarted: 'Transacción iniciada',
  somethingWentWrong: 'Algo salió mal',
  failedToSendTransaction: 'No se pudo enviar la transacción. Inténtalo de nuevo.',
  transactionError: 'Error en la transacción',
  insufficientBalance: 'Saldo insuficiente',
  signatureDeclined: 'Firma rechazada',
  smartAccountsNotSupported: 'Puede que esta aplicación no admita cuentas inteligentes',
  failedToDisconnect: 'No se pudo desconectar',
  unsupportedChain: 'Red no compatible',
  networkNotFound: 'Red no encontrada',
  requestAborted: 'La solicitud se canceló',
  unknownError: 'Error desconocido',
  invalidCaipAddress: 'Dirección CAIP no válida',
  invalidCaip10Address: 'Dirección CAIP-10 no válida',
  invalidCaip2NetworkId: 'Identificador de red CAIP-2 no válido',
  connectBeforeRequest: 'Llama a connect() antes de request()',
  chainNotSupported: 'La red no es compatible',
  adapterNotFound: 'No se encontró el adaptador',
  networkWithIdNotFound: 'No se encontró la red con ese ID',
  cannotRemoveLastNetwork: 'No se puede quitar la última red de un espacio de nombres',
  chainIdMissing: 'Se necesita el chainId',
  httpStatus: 'Código de estado HTTP: {status}',
  rpcUrlNotFound: 'No se encontró una URL RPC para la red {chainId}',
  namespaceNotConfigured: 'El espacio de nombres {namespace} no está configurado',
  alertInvalidAppConfiguration: 'Configuración de la aplicación no válida',
  alertOriginNotAllowed:
    'Este origen no está en la lista de permitidos del proyecto: añádelo a la configuración del proyecto.',
  alertInvalidProjectId: 'ID de proyecto no válido: revisa projectId en la configuración.',
  alertSessionExpired: 'Sesión caducada',
  alertJwtNotYetValid: 'Sesión no válida: revisa la hora de tu dispositivo y vuelve a conectarte.',
  alertNetworkNotFoundTitle: 'Red no encontrada',
  alertNetworkNotFound: 'Red no encontrada: asegúrate de incluirla en las redes de la configuración.',
  alertProjectIdNotConfiguredTitle: 'ID de proyecto sin configurar',
  alertProjectIdNotConfigured: 'ID de proyecto sin configurar: define projectId en la configuración.',
}

export default es
