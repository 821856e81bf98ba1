// The Networks view.
export { NetworksView } from './NetworksView'
