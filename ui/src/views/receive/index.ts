// The Receive view.
export { ReceiveView } from './ReceiveView'
