// RPC and subscription clients of a Solana network (@solana/kit), one pair per network and adapter.

import { RpcUrlNotFoundError } from '@airlock/kernel'
import {
  createSolanaRpcFromTransport,
  createSolanaRpcSubscriptions,
  type Rpc,
  type RpcSubscriptions,
  type SolanaRpcApi,
  type SolanaRpcSubscriptionsApi,
} from '@solana/kit'
import { defaultWebSocketUrl, type SolanaNetwork } from '../networks/networks'
import { createSolanaTransport } from './transport'

/** The kit clients of one network. */
export interface SolanaClients {
  rpc: Rpc<SolanaRpcApi>
  subscriptions: RpcSubscriptions<SolanaRpcSubscriptionsApi>
}

/**
 * Makes the clients of a network from its own endpoints (the first HTTP and WebSocket URLs); HTTP calls
 * time out after 10 s and are retried per the spec (`createSolanaTransport`).
 */
export function createClients(network: SolanaNetwork): SolanaClients {
  const http = network.rpcUrls.default.http[0]
  if (!http) throw new RpcUrlNotFoundError(network.caipNetworkId)
  const ws = network.rpcUrls.default.webSocket?.[0] ?? defaultWebSocketUrl(http)
  return {
    rpc: createSolanaRpcFromTransport(createSolanaTransport(http)),
    subscriptions: createSolanaRpcSubscriptions(ws),
  }
}
