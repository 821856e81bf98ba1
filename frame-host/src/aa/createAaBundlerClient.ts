import { type Chain, type Client, http, type Transport } from 'viem'
import {
  type BundlerClient,
  type BundlerClientConfig,
  createBundlerClient,
  createPaymasterClient,
  type GetPaymasterDataParameters,
  type GetPaymasterStubDataParameters,
  getPaymasterData,
  getPaymasterStubData,
} from 'viem/account-abstraction'
import { toAaError } from './toAaError'

/** Parameters of createAaBundlerClient. */
export interface CreateAaBundlerClientParameters {
  /** A client of the chain (reads, fee estimation). */
  client: Client<Transport, Chain>
  /** The bundler's JSON-RPC URL. */
  bundlerUrl: string
  /** An ERC-7677 paymaster service URL: operations are sponsored through it (absent: self-paid). */
  paymasterUrl?: string
  /** ERC-7677 `context` sent to the paymaster service (a sponsorship policy id, …). */
  paymasterContext?: unknown
  /** Milliseconds before a bundler or paymaster request counts as unanswered (default 30 000). */
  timeoutMs?: number
}

/** The bundler client createAaBundlerClient returns (viem's, with the chain's client). */
export type AaBundlerClient = BundlerClient<Transport, Chain, undefined, Client<Transport, Chain>>

/**
 * A viem bundler client for one chain, optionally sponsored through an ERC-7677 paymaster service.
 * Requests are never retried by the transport (a retried eth_sendUserOperation could arrive twice),
 * and the paymaster's failures reach the caller as PaymasterRefusedError / PaymasterUnavailableError.
 *
 * @example
 * ```ts
 * const bundlerClient = createAaBundlerClient({ client: publicClient, bundlerUrl, paymasterUrl })
 * const { hash } = await sendUserOperation({ bundlerClient, account, calls: [{ to, value: 1n }] })
 * ```
 */
export function createAaBundlerClient(parameters: CreateAaBundlerClientParameters): AaBundlerClient {
  const timeout = parameters.timeoutMs ?? 30_000
  const { paymasterUrl } = parameters
  const paymasterClient = paymasterUrl
    ? createPaymasterClient({ transport: http(paymasterUrl, { retryCount: 0, timeout }) })
    : undefined
  // The config is typed on its own: inferring createBundlerClient's generics through a conditional spread
  // took tsc 11 minutes (most of the whole type-check's time).
  const config: BundlerClientConfig<Transport, Chain, undefined, Client<Transport, Chain>> = {
    client: parameters.client,
    chain: parameters.client.chain,
    transport: http(parameters.bundlerUrl, { retryCount: 0, timeout }),
  }
  if (paymasterClient) {
    config.paymaster = {
      async getPaymasterStubData(p: GetPaymasterStubDataParameters) {
        return getPaymasterStubData(paymasterClient, p).catch((error: unknown) => {
          throw toAaError(error, { service: 'paymaster', phase: 'prepare' })
        })
      },
      async getPaymasterData(p: GetPaymasterDataParameters) {
        return getPaymasterData(paymasterClient, p).catch((error: unknown) => {
          throw toAaError(error, { service: 'paymaster', phase: 'prepare' })
        })
      },
    }
    if (parameters.paymasterContext !== undefined) config.paymasterContext = parameters.paymasterContext
  }
  return createBundlerClient<Transport, Chain, undefined, Client<Transport, Chain>>(config)
}
