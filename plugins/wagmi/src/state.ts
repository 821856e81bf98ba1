// What the wagmi side reads of an Airlock instance: the eip155 account as one plain value (address, chain,
// status), and waits on it. Only the instance's public getters and watchers are used.
import type { Airlock, AirlockState } from '@airlock/kernel'
import { ConnectionTimeoutError } from './errors'

/** The eip155 connection of an instance as wagmi needs it. */
export interface EvmConnectionSnapshot {
  /** 'connected' only once every after-connect step (e.g. sign-in) passed. */
  readonly status: 'disconnected' | 'connecting' | 'pending' | 'connected'
  /** The connected address (EIP-55), when there is one. */
  readonly address: `0x${string}` | undefined
  /** The chain the wallet is on, from the account's CAIP-10 id. */
  readonly chainId: number | undefined
}

/** Reads the eip155 connection from the state (usable as a `watch` selector). */
export function selectEvmConnection(s: AirlockState): EvmConnectionSnapshot {
  const account = s.accountOf('eip155')
  const status = s.connection.statusOf('eip155')
  const [, chain, address] = account.caipAddress?.split(':') ?? []
  const chainId = chain === undefined ? undefined : Number(chain)
  return {
    status,
    address: address ? (account.address as `0x${string}`) : undefined,
    chainId: chainId !== undefined && Number.isSafeInteger(chainId) ? chainId : undefined,
  }
}

/** True when the snapshot is a usable connection (status 'connected' with an address and a chain). */
export function isConnected(
  c: EvmConnectionSnapshot,
): c is EvmConnectionSnapshot & { address: `0x${string}`; chainId: number } {
  return c.status === 'connected' && c.address !== undefined && c.chainId !== undefined
}

/**
 * Resolves with the first snapshot `until` accepts (checked now, then on every change); rejects with what
 * `fail` returns for a snapshot (or a modal state) it refuses, and after `timeoutMs`.
 */
export function waitForEvm<T>(
  airlock: Airlock,
  until: (c: EvmConnectionSnapshot, modalOpen: boolean) => T | undefined,
  options: { timeoutMs: number; fail?: (c: EvmConnectionSnapshot, modalOpen: boolean) => Error | undefined },
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    let stop: (() => void) | undefined
    let done = false
    const timer = setTimeout(
      () => finish(() => reject(new ConnectionTimeoutError(options.timeoutMs))),
      options.timeoutMs,
    )
    function finish(settle: () => void) {
      if (done) return
      done = true
      clearTimeout(timer)
      stop?.()
      settle()
    }
    function check(value: { connection: EvmConnectionSnapshot; modalOpen: boolean }) {
      const result = until(value.connection, value.modalOpen)
      if (result !== undefined) return finish(() => resolve(result))
      const error = options.fail?.(value.connection, value.modalOpen)
      if (error) finish(() => reject(error))
    }
    const select = (s: AirlockState) => ({ connection: selectEvmConnection(s), modalOpen: s.modal.open })
    stop = airlock.watch(select, check)
    if (done) stop()
    else check(airlock.get(select))
  })
}
