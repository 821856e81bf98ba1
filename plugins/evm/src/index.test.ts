import { expect, test } from 'vitest'
import * as evm from './index'

test('public exports do not change by accident', () => {
  expect(Object.keys(evm).sort()).toMatchInlineSnapshot(`
    [
      "ConnectorRegistry",
      "DEFAULT_EVM_CHAIN_ID",
      "InsufficientBalanceError",
      "InvalidSendParametersError",
      "METAMASK_MOBILE_RDNS",
      "METAMASK_RDNS",
      "SendTransactionError",
      "SignatureDeclinedError",
      "WALLET_METHODS",
      "addEthereumChainParameter",
      "announcedConnector",
      "assertValidSendCalls",
      "chainSchema",
      "classifyTransactionResponse",
      "createEvmAdapter",
      "eip155WalletConnectNamespace",
      "evm",
      "evmOptionsSchema",
      "externalConnector",
      "externalProviderSchema",
      "foreignConnector",
      "injectedConnector",
      "injectedRdns",
      "isTransactionHash",
      "normalizeRdns",
      "rpcProxyUrl",
      "sendCallSchema",
      "sendCalls",
      "sendCheckedTransaction",
      "sendErc20Token",
      "sendNativeToken",
      "signMessage",
      "signTypedData",
      "switchChain",
      "toCaipNetwork",
      "toEvmError",
      "toKernelConnector",
      "walletConnectEip1193Provider",
      "watchAnnouncedWallets",
    ]
  `)
})
