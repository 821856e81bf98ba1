import type { FaultRegistry } from '../faults/FaultRegistry'
import type { DevnetFarcaster, StartDevnetOptions } from '../startDevnet'
import type { SocialProviders } from './startSocialProviders'

/** What startDevnet gives the social services. */
export interface SocialServicesContext {
  faults: FaultRegistry
  /** Project ids: each gets a client at every provider, redirecting to the frame host's callback. */
  projects: readonly string[]
  frameUrl: string
  /** The first chain (the IdRegistry goes there). */
  rpcUrl?: string
  stops: Array<() => Promise<void>>
}

/**
 * Starts the devnet's social providers and Farcaster (each loaded on demand, each optional): the
 * providers register one client per project whose redirect URI is the frame host's OAuth callback
 * (`${frameUrl}/oauth/callback/<projectId>/<provider>`, the path the frame host's social login uses).
 */
export async function startSocialServices(
  options: StartDevnetOptions,
  context: SocialServicesContext,
): Promise<{ social: SocialProviders | undefined; farcaster: DevnetFarcaster | undefined }> {
  const socialPromise =
    options.social === false
      ? Promise.resolve(undefined)
      : import('./startSocialProviders').then(async ({ startSocialProviders }) => {
          const social = await startSocialProviders({
            faults: context.faults,
            clients: context.projects.map((projectId) => ({
              projectId,
              redirectUris: [
                `${context.frameUrl}/oauth/callback/${encodeURIComponent(projectId)}/{provider}`,
              ],
            })),
            ...(options.socialPort ? { port: options.socialPort } : {}),
          })
          context.stops.push(() => social.stop())
          return social
        })
  const rpcUrl = context.rpcUrl
  const farcasterPromise =
    options.farcaster === false || options.seed === false || !rpcUrl
      ? Promise.resolve(undefined)
      : import('../farcaster/index').then(
          async ({ deployIdRegistry, ID_REGISTRY_ADDRESS, startFarcasterRelay }) => {
            const [server] = await Promise.all([
              startFarcasterRelay({
                faults: context.faults,
                ...(options.farcasterPort ? { port: options.farcasterPort } : {}),
              }),
              deployIdRegistry(rpcUrl),
            ])
            context.stops.push(() => server.stop())
            return {
              relayUrl: server.relayUrl,
              appUrl: server.appUrl,
              rpcUrl,
              idRegistryAddress: ID_REGISTRY_ADDRESS,
              server,
            } satisfies DevnetFarcaster
          },
        )
  const settled = await Promise.allSettled([socialPromise, farcasterPromise])
  const failed = settled.find((r) => r.status === 'rejected')
  if (failed) throw failed.reason
  return { social: await socialPromise, farcaster: await farcasterPromise }
}
