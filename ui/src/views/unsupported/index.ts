// The UnsupportedChain view.
export { UnsupportedChainView } from './UnsupportedChainView'
