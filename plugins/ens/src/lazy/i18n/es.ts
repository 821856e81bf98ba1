// Spanish texts of the names plugin (a lazy chunk, loaded only when Spanish is chosen).
import type { MessageTranslation } from '@airlock/kernel'
import type { ENS_TEXTS } from '../../constants'

const es: Required<MessageTranslation<typeof ENS_TEXTS>> = {
  registerTitle: 'Elegir nombre',
  successTitle: 'Nombre registrado',
  chooseNameAction: 'Elegir nombre',
  inputLabel: 'Nombre de la cuenta',
  placeholder: 'Busca un nombre',
  invalidCharacters: 'Usa solo letras, dígitos y guiones',
  tooShort: 'Al menos 4 caracteres',
  checking: 'Comprobando disponibilidad…',
  available: 'Disponible',
  registered: 'Registrado',
  taken: 'Este nombre ya está en uso',
  register: 'Registrar',
  signHint: 'Firma el mensaje en tu billetera para registrar el nombre',
  suggestionsLabel: 'Sugerencias',
  loadingSuggestions: 'Cargando sugerencias',
  successText: 'El nombre de tu cuenta ahora es',
  backToAccount: 'Volver a la cuenta',
  errorResolvingName: 'Error al resolver el nombre',
  errorFetchingNameSuggestions: 'Error al obtener sugerencias de nombres',
  errorFetchingNamesForAddress: 'Error al obtener los nombres de la dirección',
  errorRegisteringName: 'Error al registrar el nombre {name}',
  apiReason: '{reason}',
}

export default es
