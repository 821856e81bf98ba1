import type { Eip1193Provider, EvmConnector } from '../types'

/** Parameters of `externalConnector`: the host's own EIP-1193 provider and how to show it. */
export interface ExternalConnectorParameters {
  /** Connector id (unique in eip155). */
  id: string
  /** Display name. */
  name: string
  /** Icon URL. */
  imageUrl?: string | undefined
  /** The provider the host hands in. */
  provider: Eip1193Provider
}

/**
 * The EXTERNAL connector: an EIP-1193 provider given by the host application.
 *
 * @example
 * externalConnector({ id: 'my-wallet', name: 'My wallet', provider })
 */
export function externalConnector(params: ExternalConnectorParameters): EvmConnector {
  return {
    id: params.id,
    name: params.name,
    type: 'EXTERNAL',
    ...(params.imageUrl ? { imageUrl: params.imageUrl } : {}),
    getProvider: async () => params.provider,
  }
}
