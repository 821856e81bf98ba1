import { BLOCKCHAIN_API_TOKEN, type BlockchainApiClient, type PluginContext } from '@airlock/kernel'

/**
 * Loads the identity (profile name and avatar) of every new eip155 account through the kernel's
 * blockchain-data API client (GET /v1/identity/{address}, cached 5 min by the client) and sets
 * `profileName` / `profileImage` on the account store. Returns the unsubscriber.
 */
export function watchIdentity(ctx: Pick<PluginContext, 'on' | 'resolve' | 'stores' | 'log'>): () => void {
  let latest = 0
  return ctx.on('account:changed', ({ namespace, address, caipAddress }) => {
    if (namespace !== 'eip155') return
    const request = ++latest
    if (!address || !caipAddress) return
    const chainId = caipAddress.split(':').slice(0, 2).join(':')
    let client: BlockchainApiClient
    try {
      client = ctx.resolve(BLOCKCHAIN_API_TOKEN)
    } catch {
      return
    }
    client
      .getIdentity(address, { chainId, sender: address })
      .then((identity) => {
        if (request !== latest) return
        ctx.stores.account.patch('eip155', {
          profileName: identity.name ?? undefined,
          profileImage: identity.avatar ?? undefined,
        })
      })
      .catch((error: unknown) => ctx.log.warn('identity lookup failed', error))
  })
}
