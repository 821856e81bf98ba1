// The pairing the views show: the current URI, its expiry, and the last attempt's failure. Observable, one
// per plugin instance; the session code writes it, the QR views read it.
import type { BaseError } from '@airlock/kernel'
import { action, computed, makeObservable, observable, observableRef } from 'mobx'
import { PAIRING_EXPIRY_MARGIN_MS } from './constants'

/** True when a pairing URI expiring at `expiresAt` has 10 s or less left at `now` (spec §9). */
export function isPairingExpired(expiresAt: number, now: number): boolean {
  return expiresAt - now <= PAIRING_EXPIRY_MARGIN_MS
}

/** The moment a URI expiring at `expiresAt` must be replaced (when it becomes expired by the spec's rule). */
export function pairingRefreshAt(expiresAt: number): number {
  return expiresAt - PAIRING_EXPIRY_MARGIN_MS
}

/** The settled session, as the views show it. */
export interface PairedSession {
  /** Session topic. */
  topic: string
  /** The wallet's name (from its metadata). */
  peerName: string
  /** Namespaces the wallet approved. */
  namespaces: readonly string[]
}

/** What a WalletConnect attempt is doing. */
export type PairingStatus = 'idle' | 'loading' | 'pairing' | 'failed'

/**
 * The current WalletConnect pairing: URI (for the QR code and deep links), expiry (epoch ms), status and the
 * last failure's message.
 */
export class PairingStore {
  /** The pairing URI to show, or undefined. */
  uri: string | undefined = undefined
  /** When `uri` stops being valid (epoch ms). */
  expiresAt: number | undefined = undefined
  /** What the attempt is doing: loading the SDK, waiting on a scan, or failed. */
  status: PairingStatus = 'idle'
  /** The last failure, as the visitor is told it (its message key says which text). */
  error: BaseError | undefined = undefined
  /** Number of URIs published so far (a refresh publishes a new one). */
  published = 0
  /** The settled session, or undefined. */
  session: PairedSession | undefined = undefined

  constructor() {
    makeObservable(this, {
      uri: observable,
      expiresAt: observable,
      status: observable,
      error: observableRef,
      published: observable,
      session: observableRef,
      setSession: action,
      pending: computed,
      start: action,
      publish: action,
      clear: action,
      fail: action,
    })
  }

  /** True while an attempt is under way (loading or waiting on a scan). */
  get pending(): boolean {
    return this.status === 'loading' || this.status === 'pairing'
  }

  /** True when the current URI is missing or expired at `now`. */
  isExpired(now: number = Date.now()): boolean {
    return this.expiresAt === undefined || isPairingExpired(this.expiresAt, now)
  }

  /** An attempt starts (the SDK may still be loading): no URI yet, no error. */
  start(): void {
    this.status = 'loading'
    this.error = undefined
    this.uri = undefined
    this.expiresAt = undefined
  }

  /** A (new) pairing URI is ready. */
  publish(uri: string, expiresAt: number): void {
    this.uri = uri
    this.expiresAt = expiresAt
    this.status = 'pairing'
    this.published++
  }

  /** The attempt ended (approved or given up): the URI is gone. */
  clear(): void {
    this.uri = undefined
    this.expiresAt = undefined
    this.status = 'idle'
  }

  /** A session settled (or was restored), or ended with undefined. */
  setSession(session: PairedSession | undefined): void {
    this.session = session
  }

  /** The attempt failed; `error` is what the visitor is told. */
  fail(error: BaseError): void {
    this.uri = undefined
    this.expiresAt = undefined
    this.status = 'failed'
    this.error = error
  }
}
