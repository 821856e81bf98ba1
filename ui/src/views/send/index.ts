// The Send view.
export { SendView } from './SendView'
