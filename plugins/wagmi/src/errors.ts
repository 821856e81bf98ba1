// The package's errors: Airlock's BaseError (short message, details, cause), identified by class.
import { BaseError } from '@airlock/kernel'

/** The Airlock connection did not settle in time (a restore or a switch that never finished). */
export class ConnectionTimeoutError extends BaseError {
  override name = 'ConnectionTimeoutError'
  constructor(timeoutMs: number) {
    super('The wallet connection did not settle in time', { details: `waited ${timeoutMs} ms` })
  }
}

/** The visitor closed the modal without connecting: wagmi's `connect` rejects with it (EIP-1193 code 4001). */
export class ConnectCancelledError extends BaseError {
  override name = 'ConnectCancelledError'
  /** EIP-1193 "user rejected", as wagmi and viem read it. */
  readonly code = 4001
  constructor() {
    super('Connection cancelled', { details: 'the modal was closed before a wallet connected' })
  }
}

/** wagmi asked for something that needs a connected EVM account and there is none. */
export class NotConnectedError extends BaseError {
  override name = 'NotConnectedError'
  /** EIP-1193 "disconnected". */
  readonly code = 4900
  constructor() {
    super('No EVM account is connected through Airlock')
  }
}

/** `airlockWagmiConfig` was given an instance without eip155 networks (no `evm()` plugin). */
export class MissingEvmNetworksError extends BaseError {
  override name = 'MissingEvmNetworksError'
  constructor() {
    super('The Airlock instance has no EVM networks', { details: 'add the evm() plugin with its networks' })
  }
}
