// The wagmi browser test app: a host written with wagmi hooks only. Airlock is the instance and its modal
// (the ConnectButton; injected/EIP-6963 wallets, WalletConnect, and the embedded wallet when the test
// gives a frame host); everything the page does with the account goes through wagmi's hooks over
// airlockWagmiConfig(instance). The panel prints what wagmi reports, for the test to read.
import { e2eAppConfig, e2eChains, readE2eConfig } from '@airlock/devnet/test-app'
import { emailSocial } from '@airlock/email-social'
import { evm } from '@airlock/evm'
import { createAirlock } from '@airlock/kernel'
import { mountTestApp } from '@airlock/testing/react'
import { walletConnect } from '@airlock/walletconnect'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { type Address, erc20Abi } from 'viem'
import {
  useBalance,
  useConnect,
  useConnection,
  useConnectors,
  useDisconnect,
  useSendCalls,
  useSendTransaction,
  useSignMessage,
  useSwitchChain,
  useWaitForCallsStatus,
  useWaitForTransactionReceipt,
  useWriteContract,
  WagmiProvider,
} from 'wagmi'
import { airlockWagmiConfig } from '../../src/index'

/** USDC on every devnet chain (devnet's DEVNET_CONTRACTS.usdc; the app bundles no devnet server code). */
const USDC = '0x700b6A60ce7EaaEA56F065753d8dcB9653dbAD35'
/** Devnet account 3, the recipient of the test transfer. */
const RECIPIENT: Address = '0x90F79bf6EB2c4f870365E785982E1f101E93b906'
/** What the "wagmi send" button sends (wei): the embedded-wallet journey checks it arrived. */
const SEND_VALUE = 1_234_567n
/** What each of the two calls of the "wagmi send calls" button sends to the recipient (wei). */
const CALL_VALUES = [1_111n, 2_222n] as const

declare global {
  interface Window {
    /** Set by the embedded-wallet journey: the devnet's frame host (the email/social plugin is added). */
    __WAGMI_E2E__?: { frameUrl: string }
  }
}

const e2e = readE2eConfig()
const frameUrl = window.__WAGMI_E2E__?.frameUrl
const airlock = createAirlock({
  ...e2eAppConfig(e2e, 'Airlock wagmi test app', 'wagmi browser tests'),
  features: { analytics: false },
  plugins: [
    evm({ networks: e2eChains(e2e), rpc: 'direct' }),
    walletConnect(),
    ...(frameUrl ? [emailSocial({ frameUrl })] : []),
  ],
})
const config = airlockWagmiConfig(airlock)
const queryClient = new QueryClient()

function WagmiPanel() {
  const connection = useConnection()
  const connectors = useConnectors()
  const connect = useConnect()
  const disconnect = useDisconnect()
  const balance = useBalance({ address: connection.address })
  const sign = useSignMessage()
  const switchChain = useSwitchChain()
  const write = useWriteContract()
  const send = useSendTransaction()
  const receipt = useWaitForTransactionReceipt({ hash: write.data })
  const sendReceipt = useWaitForTransactionReceipt({ hash: send.data })
  const calls = useSendCalls()
  const callsStatus = useWaitForCallsStatus({ id: calls.data?.id })
  const error =
    connect.error ??
    sign.error ??
    write.error ??
    send.error ??
    switchChain.error ??
    calls.error ??
    callsStatus.error
  return (
    <section>
      <output data-testid="wagmi-status">{connection.status}</output>
      <output data-testid="wagmi-address">{connection.address ?? ''}</output>
      <output data-testid="wagmi-chain">{connection.chainId ?? ''}</output>
      <output data-testid="wagmi-connectors">{connectors.map((c) => c.id).join(',')}</output>
      <output data-testid="wagmi-balance">{balance.data?.value.toString() ?? ''}</output>
      <output data-testid="wagmi-signature">{sign.data ?? ''}</output>
      <output data-testid="wagmi-tx">{write.data ?? ''}</output>
      <output data-testid="wagmi-receipt">{receipt.data?.status ?? ''}</output>
      <output data-testid="wagmi-send-tx">{send.data ?? ''}</output>
      <output data-testid="wagmi-send-receipt">{sendReceipt.data?.status ?? ''}</output>
      <output data-testid="wagmi-calls-status">{callsStatus.data?.status ?? ''}</output>
      <output data-testid="wagmi-calls-txs">
        {(callsStatus.data?.receipts ?? []).map((r) => r.transactionHash).join(',')}
      </output>
      <output data-testid="wagmi-error">{error ? error.name : ''}</output>
      <button type="button" onClick={() => connectors[0] && connect.mutate({ connector: connectors[0] })}>
        wagmi connect
      </button>
      <button type="button" onClick={() => sign.mutate({ message: 'Signed through wagmi' })}>
        wagmi sign
      </button>
      <button
        type="button"
        onClick={() =>
          write.mutate({ address: USDC, abi: erc20Abi, functionName: 'transfer', args: [RECIPIENT, 4321n] })
        }
      >
        wagmi transfer
      </button>
      <button type="button" onClick={() => send.mutate({ to: RECIPIENT, value: SEND_VALUE })}>
        wagmi send
      </button>
      <button
        type="button"
        onClick={() => calls.mutate({ calls: CALL_VALUES.map((value) => ({ to: RECIPIENT, value })) })}
      >
        wagmi batch
      </button>
      <button type="button" onClick={() => switchChain.mutate({ chainId: 31338 })}>
        wagmi switch
      </button>
      <button type="button" onClick={() => disconnect.mutate({})}>
        wagmi disconnect
      </button>
    </section>
  )
}

mountTestApp({
  airlock,
  children: (
    <WagmiProvider config={config}>
      <QueryClientProvider client={queryClient}>
        <WagmiPanel />
      </QueryClientProvider>
    </WagmiProvider>
  ),
})
