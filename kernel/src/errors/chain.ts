import { BaseError, type BaseErrorParameters } from './base'
import { namespaceNotConfiguredMessage, rpcUrlNotFoundMessage } from './catalogue'
import { kernelKey } from './kernelKey'
import * as MESSAGES from './messages'

/** A chain id was required but missing: 'ChainId is required'. */
export class ChainIdMissingError extends BaseError {
  override name = 'ChainIdMissingError'
  constructor(args: BaseErrorParameters = {}) {
    super(MESSAGES.chainIdMissing, { ...args, messageKey: kernelKey('chainIdMissing') })
  }
}

/** A network has no RPC URL: 'No RPC URL found for chain {id}'. */
export class RpcUrlNotFoundError extends BaseError {
  override name = 'RpcUrlNotFoundError'
  constructor(chainId: string | number) {
    super(rpcUrlNotFoundMessage(chainId), { messageKey: kernelKey('rpcUrlNotFound', { chainId }) })
  }
}

/** No adapter or network serves a namespace: 'Namespace {namespace} is not configured'. */
export class NamespaceNotConfiguredError extends BaseError {
  override name = 'NamespaceNotConfiguredError'
  constructor(namespace: string) {
    super(namespaceNotConfiguredMessage(namespace), {
      messageKey: kernelKey('namespaceNotConfigured', { namespace }),
    })
  }
}

/** A chain the app or adapter cannot handle: 'Chain is not supported'. */
export class ChainNotSupportedError extends BaseError {
  override name = 'ChainNotSupportedError'
  constructor(chainId?: string | number) {
    super(MESSAGES.chainNotSupported, {
      messageKey: kernelKey('chainNotSupported'),
      ...(chainId === undefined ? {} : { details: `Chain: ${chainId}` }),
    })
  }
}

/** A requested network is not configured: 'Network not found'. */
export class NetworkNotFoundError extends BaseError {
  override name = 'NetworkNotFoundError'
  constructor(networkId?: string | number) {
    super(MESSAGES.networkNotFound, {
      messageKey: kernelKey('networkNotFound'),
      ...(networkId === undefined ? {} : { details: `Network: ${networkId}` }),
    })
  }
}

/** A network looked up by id is not configured: 'Network with ID not found'. */
export class NetworkIdNotFoundError extends BaseError {
  override name = 'NetworkIdNotFoundError'
  constructor(networkId: string | number) {
    super(MESSAGES.networkWithIdNotFound, {
      details: `Network: ${networkId}`,
      messageKey: kernelKey('networkWithIdNotFound'),
    })
  }
}

/** Refuses to remove the only network of a namespace: 'Cannot remove last network for a namespace'. */
export class LastNetworkRemovalError extends BaseError {
  override name = 'LastNetworkRemovalError'
  constructor(namespace: string) {
    super(MESSAGES.cannotRemoveLastNetwork, {
      details: `Namespace: ${namespace}`,
      messageKey: kernelKey('cannotRemoveLastNetwork'),
    })
  }
}
