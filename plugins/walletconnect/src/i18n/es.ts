// Spanish texts of the pairing plugin (a lazy chunk, loaded only when Spanish is chosen).
import type { MessageTranslation } from '@airlock/kernel'
import type { WALLETCONNECT_EN } from '../messages'

const es: Required<MessageTranslation<typeof WALLETCONNECT_EN>> = {
  title: 'WalletConnect',
  connectWallet: 'Conectar billetera',
  connectedTo: 'Conectado a {name}',
  disconnect: 'Desconectar',
  allWallets: 'Todas las billeteras',
  tryAgain: 'Reintentar',
  qrLabel: 'Código QR para conectar {name}',
  qrLabelAnyWallet: 'Código QR para conectar tu billetera',
  scanWith: 'Escanea este código QR con {name}',
  scanWithPhone: 'Escanea este código QR con tu teléfono',
  openDesktop: 'Abrir app de escritorio',
  openWeb: 'Abrir app web',
  openMobile: 'Abrir app móvil',
  copyLinkHint: 'Copiar el enlace de emparejamiento de WalletConnect',
  copyLink: 'Copiar enlace',
  linkCopied: 'Enlace copiado',
  pairingExpired: 'El emparejamiento caducó',
  noNamespace: 'No hay ningún espacio de nombres de WalletConnect para emparejar',
  signClientNotInitialized: 'Sign Client no está inicializado',
  relayNotConfigured: 'El relay de WalletConnect no está configurado',
}

export default es
