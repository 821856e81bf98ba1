// The connector kinds ui's tests use beyond the kernel's generic ones, declared as the plugins that own
// them declare them (@airlock/walletconnect's WALLET_CONNECT, the email-social plugin's AUTH), and a user
// rejection as wallets report it (RPC 4001).
import { toRpcError } from '@airlock/kernel'

declare module '@airlock/kernel' {
  interface ConnectorTypes {
    WALLET_CONNECT: true
    AUTH: true
  }
}

/** A wallet's refusal (RPC 4001), as a provider throws it. */
export function userRejection(): Error {
  return toRpcError({ code: 4001, message: 'User rejected the request.' })
}
