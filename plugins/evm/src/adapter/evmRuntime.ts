// The viem-backed half of the EVM adapter. `createEvmAdapter` imports this module with `await import()` on
// first use (connect, reconnect, balance, gas, send, confirmation), so a first-time visitor downloads no viem code
// until they pick a wallet.
export { formatUnits, getAddress } from 'viem'
export { estimateGas, getBalance, getGasPrice } from 'viem/actions'
export { estimateNftTransfer, sendNft } from '../actions/sendNft'
export {
  estimateTransfer,
  sendCheckedTransaction,
  sendErc20Token,
  sendNativeToken,
} from '../actions/sendTokens'
export { waitForReceipt } from '../actions/waitForReceipt'
export { createProviderWalletClient, createReadClient, createRpcClient } from '../clients'
