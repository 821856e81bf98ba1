// Errors of the WalletConnect plugin, in the kernel's BaseError style (short message, docs path, cause).
import { BaseError } from '@airlock/kernel'

const DOCS = '/plugins/walletconnect'

/** The key of one of this plugin's texts (its catalogue is `WALLETCONNECT_MESSAGES`, namespace 'walletconnect'). */
const key = (k: 'signClientNotInitialized' | 'relayNotConfigured' | 'noNamespace' | 'pairingExpired') => ({
  namespace: 'walletconnect',
  key: k,
})

/** The text of a sign client used before it was created (spec §8). */
export const SIGN_CLIENT_NOT_INITIALIZED_TEXT = 'Sign Client not initialized'

/**
 * The WalletConnect sign client was used before it was created (or its creation failed): 'Sign Client not
 * initialized'.
 *
 * @example
 * throw new SignClientNotInitializedError()
 */
export class SignClientNotInitializedError extends BaseError {
  override name = 'SignClientNotInitializedError'
  constructor(args: { cause?: unknown } = {}) {
    super(SIGN_CLIENT_NOT_INITIALIZED_TEXT, {
      docsPath: `${DOCS}#sign-client`,
      messageKey: key('signClientNotInitialized'),
      ...args,
    })
  }
}

/**
 * WalletConnect was asked to connect without a relay: Airlock has no default host, so the relay must be
 * configured (`endpoints.relay`, or `reownServices(projectId)` for Reown's hosted relay).
 *
 * @example
 * throw new RelayNotConfiguredError()
 */
export class RelayNotConfiguredError extends BaseError {
  override name = 'RelayNotConfiguredError'
  constructor() {
    super('WalletConnect relay not configured', {
      docsPath: `${DOCS}#endpoints`,
      messageKey: key('relayNotConfigured'),
      details:
        'Set `endpoints.relay` in createAirlock (e.g. the devnet relay, or reownServices(projectId) for the hosted one).',
    })
  }
}

/**
 * No chain plugin contributed a WalletConnect namespace for the namespaces asked for, so there is nothing
 * to pair.
 *
 * @example
 * throw new NoWalletConnectNamespaceError(['eip155'])
 */
export class NoWalletConnectNamespaceError extends BaseError {
  override name = 'NoWalletConnectNamespaceError'
  constructor(requested: readonly string[]) {
    super('No WalletConnect namespace to pair', {
      docsPath: `${DOCS}#namespaces`,
      messageKey: key('noNamespace'),
      details: `Asked for [${requested.join(', ')}]; a chain plugin contributes its namespace under 'walletconnect/namespace'.`,
    })
  }
}

/** The pairing URI expired while nobody was looking at it (the modal was closed), so the attempt ended. */
export class PairingExpiredError extends BaseError {
  override name = 'PairingExpiredError'
  constructor() {
    super('Pairing expired', { docsPath: `${DOCS}#pairing`, messageKey: key('pairingExpired') })
  }
}
