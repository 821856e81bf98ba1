import { expect, test } from 'vitest'
import * as evm from './index'

test('public exports do not change by accident', () => {
  expect(Object.keys(evm).sort()).toMatchInlineSnapshot(`
    [
      "ConnectorRegistry",
      "EVM_ADAPTER",
      "InsufficientBalanceError",
      "InvalidSendParametersError",
      "METAMASK_MOBILE_RDNS",
      "METAMASK_RDNS",
      "SendTransactionError",
      "SignatureDeclinedError",
      "addEthereumChainParameter",
      "announcedConnector",
      "chainSchema",
      "createEvmAdapter",
      "evm",
      "evmOptionsSchema",
      "externalConnector",
      "externalProviderSchema",
      "getEvmAdapter",
      "injectedConnector",
      "injectedRdns",
      "normalizeRdns",
      "rpcProxyUrl",
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
      "walletConnectConnector",
      "walletConnectDeepLink",
      "walletConnectMetadataSchema",
      "walletConnectOptionsSchema",
      "watchAnnouncedWallets",
    ]
  `)
})
