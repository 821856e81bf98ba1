// The Account view.
export { AccountView } from './AccountView'
