// The wallet actions behind the adapter's methods (sign, typed data, switch chain, EIP-5792 batches with their
// validation): one chunk, loaded on the first of them, so a page that only connects does not carry them.
export { sendCalls } from '../actions/sendCalls'
export { signMessage, signTypedData } from '../actions/sign'
export { switchChain } from '../actions/switchChain'
