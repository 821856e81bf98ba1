import type { MessageTranslation } from '@airlock/kernel'
import type { SIWX_TEXTS } from '../plugin/messages'

export default {
  title: 'Iniciar sesión',
  request: '{name} quiere que inicies sesión',
  explanation:
    'Firma este mensaje para demostrar que esta billetera es tuya. Firmar es gratis: no envía ninguna transacción.',
  cancelDisconnects: 'Si cancelas, se te desconectará.',
  cancelSignsOut: 'Si cancelas, seguirás conectado, pero sin sesión iniciada.',
  domain: 'Dominio',
  cancel: 'Cancelar',
  sign: 'Firmar',
  signing: 'Firmando…',
  signInFailed: 'No se pudo iniciar sesión, inténtalo de nuevo',
} satisfies Required<MessageTranslation<typeof SIWX_TEXTS>>
