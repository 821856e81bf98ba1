import type { FaultRegistry } from '../faults/FaultRegistry'
import type { DevnetFarcaster, StartDevnetOptions } from '../startDevnet'
import type { SocialProviders } from './startSocialProviders'

/** What startDevnet gives the social services. */
export interface SocialServicesContext {
  faults: FaultRegistry
  /**
   * Project ids: each gets a client at every provider; its redirect URIs (the frame host's callback) are
   * set by {@link registerFrameCallbacks} once the frame host, which needs the clients' config, listens.
   */
  projects: readonly string[]
  /** The first chain (the IdRegistry goes there). */
  rpcUrl?: string
  stops: Array<() => Promise<void>>
}

/**
 * Starts the devnet's social providers and Farcaster (each loaded on demand, each optional): the
 * providers register one client per project (no redirect URI yet: see {@link registerFrameCallbacks}).
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
            clients: context.projects.map((projectId) => ({ projectId, redirectUris: [] })),
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

/**
 * Points every project's clients at the frame host's OAuth callback
 * (`${frameUrl}/oauth/callback/<projectId>/<provider>`, the path the frame host's social login uses).
 * @example
 * registerFrameCallbacks(social, ['demo'], frameHost.url)
 */
export function registerFrameCallbacks(
  social: SocialProviders,
  projects: readonly string[],
  frameUrl: string,
): void {
  for (const projectId of projects)
    social.registerClients({
      projectId,
      redirectUris: [`${frameUrl}/oauth/callback/${encodeURIComponent(projectId)}/{provider}`],
    })
}

/**
 * The frame host's `socialLogin` option for the devnet's providers: every project's client at every
 * provider (credentials and the devnet's endpoints).
 * @example
 * await startFrameHost({ …, socialLogin: frameHostSocialLogin(social, ['demo']) })
 */
export function frameHostSocialLogin(
  social: SocialProviders | undefined,
  projects: readonly string[],
): Record<string, ReturnType<SocialProviders['socialLoginConfig']>> {
  if (!social) return {}
  return Object.fromEntries(projects.map((projectId) => [projectId, social.socialLoginConfig(projectId)]))
}
