// The EVM adapter's public shape (./createEvmAdapter builds it): the kernel's ChainAdapter with every capability
// EVM wallets have, plus the EVM-only ones, and what it takes from the kernel.
import type { CaipNetwork, ChainAdapter, ChainSendTransactionParameters } from '@airlock/kernel'
import type { Chain } from 'viem'
import type { WalletCapabilities } from '../actions/capabilities'
import type { SendErc20TokenParameters, SendNativeTokenParameters } from '../actions/sendTokens'
import type { ReadClient } from '../clients'
import type { InjectedTarget } from '../connectors/injected'
import type { Eip1193Provider, Eip1193RequestArguments } from '../types'
import type { ConnectorRegistry } from './ConnectorRegistry'
import type { EvmTransferCapabilities } from './transfers'

/** What the adapter takes from the kernel: project id and RPC proxy. */
export interface EvmAdapterEnvironment {
  /** The app's project id (the kernel's, unless the plugin options set one). */
  projectId?: string | undefined
  /** The RPC proxy endpoint (the kernel's `endpoints.rpcProxy`). */
  rpcProxyUrl?: string | undefined
}

/** The optional `ChainAdapter` capabilities the EVM adapter always has (besides the transfer ones). */
type EvmCapability = 'attach' | 'reconnect' | 'switchNetwork' | 'signMessage' | 'sendTransaction'

/**
 * The EVM chain adapter: the kernel's `ChainAdapter` with every capability EVM wallets have (switch,
 * sign, transfers with fee and confirmation), plus EVM-only ones (typed data, calls, wallet
 * capabilities) and extras. Other plugins read it as `ctx.get((s) => s.connection.adapter('eip155'))`.
 */
export interface EvmAdapter
  extends Omit<ChainAdapter, EvmCapability | keyof EvmTransferCapabilities>,
    EvmTransferCapabilities,
    Required<Pick<ChainAdapter, EvmCapability>> {
  /** Signs EIP-712 typed data (eth_signTypedData_v4, after the `beforeRequest` hooks). */
  signTypedData(params: { data: unknown; address: string }): Promise<string>
  /** Sends a batch of calls (EIP-5792 wallet_sendCalls, validated first); resolves with the wallet's answer. */
  sendCalls(params: { calls: readonly unknown[] }): Promise<unknown>
  /**
   * The wallet's EIP-5792 capabilities (wallet_getCapabilities) of an account (default: the connected one) on a
   * chain (default: the wallet's); `{}` from a wallet without the method. Cached per account and chain until
   * the account or chain changes or the wallet disconnects. Read with `supportsAtomicBatch(caps, chainId)`.
   */
  getCapabilities(params?: { address?: string; chainId?: number }): Promise<WalletCapabilities>
  /** The connector registry (add the AUTH connector or test connectors here). */
  readonly registry: ConnectorRegistry
  /** The viem chains served. */
  readonly chains: readonly Chain[]
  /** The connected address and chain, or undefined. */
  readonly connection: { address: `0x${string}`; chainId: number; connectorId: string } | undefined
  /** The active connector's provider (throws 'Please call connect() before request()' when none). */
  getProvider(): Eip1193Provider
  /**
   * Sends an EIP-1193 request to the connected wallet; one that signs or sends (`GATED_METHODS`:
   * personal_sign, eth_sign, eth_signTypedData*, eth_signTransaction, eth_sendTransaction,
   * wallet_sendCalls) awaits the kernel's `beforeRequest` hooks first, as the adapter's own methods do.
   * The wallet's answer and errors come back unchanged. Throws 'Please call connect() before request()'
   * when nothing is connected.
   *
   * @example
   * const adapter = airlock.get((s) => s.connection.adapter('eip155'))
   * await adapter.request({ method: 'personal_sign', params: [toHex('hi'), address] }) // hooks see it
   */
  request(args: Eip1193RequestArguments): Promise<unknown>
  /** The viem read client of a chain id (use it with viem/actions); loads the viem-backed code on first use. */
  readClient(chainId: number): Promise<ReadClient>
  /** Sends the native currency (spec §5 rules). */
  sendNativeToken(params: SendNativeTokenParameters): Promise<`0x${string}`>
  /** Sends an ERC-20 token. */
  sendErc20Token(params: SendErc20TokenParameters): Promise<`0x${string}`>
  /** Gas of a call or transfer (eth_estimateGas through the read client). */
  estimateGas(params: ChainSendTransactionParameters): Promise<bigint>
  /** The node's gas price on a network, in wei. */
  getGasPrice(params: { network: CaipNetwork }): Promise<bigint>
  /** Starts connector discovery on a window; returns the stopper. */
  discover(target: (EventTarget & InjectedTarget) | undefined): () => void
  /** Drops the connection listeners and closes connector sockets (not the wallet session). */
  dispose(): Promise<void>
}
