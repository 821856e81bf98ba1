import type { PluginContext, Profile, ProfileRequest } from '@airlock/kernel'

/**
 * The `profile` hook's EVM handler: the identity (name and avatar) of an eip155 account from the
 * blockchain-data API (GET /v1/identity/{address}, cached 5 min by the client). It answers nothing for
 * other namespaces, without the API, when the identity is empty (a later handler, e.g. a names plugin's,
 * may know the account) or when the lookup fails (logged).
 */
export function identityProfile(
  ctx: Pick<PluginContext, 'service' | 'log'>,
): (request: ProfileRequest) => Promise<Profile | undefined> {
  return async ({ namespace, address, caipNetworkId }) => {
    const client = ctx.service('blockchainApi')
    if (namespace !== 'eip155' || !client) return undefined
    try {
      const identity = await client.getIdentity(address, { chainId: caipNetworkId, sender: address })
      const profile = { name: identity.name ?? undefined, image: identity.avatar ?? undefined }
      return profile.name === undefined && profile.image === undefined ? undefined : profile
    } catch (error) {
      ctx.log.warn('identity lookup failed', error)
      return undefined
    }
  }
}
