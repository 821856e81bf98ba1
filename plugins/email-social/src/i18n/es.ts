// Spanish texts of the email-social plugin (a lazy chunk, loaded only when Spanish is chosen).
import type { MessageTranslation } from '@airlock/kernel'
import type { EMAIL_SOCIAL_EN } from '../catalogue'

const es: Required<MessageTranslation<typeof EMAIL_SOCIAL_EN>> = {
  email: 'Correo electrónico',
  continue: 'Continuar',
  invalidEmail: 'Introduce un correo electrónico válido',
  confirmEmail: 'Confirmar correo',
  codeSentTo: 'Introduce el código enviado a',
  resendCode: 'Reenviar código',
  newCodeSent: 'Un código nuevo está en camino',
  updateEmail: 'Cambiar correo',
  newEmail: 'Correo nuevo',
  newEmailPrompt: 'Introduce tu nuevo correo electrónico',
  emailIsNow: 'Tu correo ahora es',
  done: 'Listo',
  approve: 'Aprobar',
  recoveryCode: 'Código de recuperación',
  continueWith: 'Continuar con {provider}',
  otherSocial: 'Otras redes sociales',
  signInWithFarcaster: 'Iniciar sesión con Farcaster',
  farcasterScan: 'Escanea este código QR con tu teléfono o abre el enlace en este dispositivo',
  farcasterQr: 'Código QR para iniciar sesión con Farcaster',
  openFarcaster: 'Abrir Farcaster',
  accountType: 'Tipo de cuenta',
  useSmartAccount: 'Usar cuenta inteligente',
  smartAccount: 'Cuenta inteligente',
  signerAccount: 'Firmante (EOA)',
  authInitializationProblem: 'Hubo un problema al iniciar la autenticación',
  addressOrAuthConnectorNotFound: 'No se encontró la dirección ni el conector de autenticación',
  unableToLoadEmailLoginDependency: 'No se pudo cargar el inicio de sesión por correo',
  frameErrorWithoutMessage: 'Se produjo un error',
  rpcCallNotAllowed: 'La llamada RPC solicitada no está permitida',
  actionNotAllowed: 'Acción no permitida',
  tryAgainAfter: 'Vuelve a intentarlo dentro de {seconds} segundos',
}

export default es
