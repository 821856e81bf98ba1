// The runtime's connection to the secure frame: the FrameClient over the frame page of the instance's
// options (its first EVM chain, locale and logger), and the app's data the frame shows in its approvals.
import { frameUrl, LOCALE_PATTERN } from '@airlock/frame-host/protocol'
import { type PluginContext, SDK_VERSION } from '@airlock/kernel'
import type { EmailSocialResolvedOptions } from '../options'
import { FrameClient, type FrameNotice } from './FrameClient'
import { createFrameElement, type FrameElement } from './frameElement'
import { frameNetworks } from './frameNetworks'

/** What {@link createRuntimeFrameClient} needs: the plugin context and options, the page, and its callbacks. */
export interface RuntimeFrameClientParameters {
  ctx: PluginContext
  options: EmailSocialResolvedOptions
  /** The host page. */
  win: Window
  /** The frame's element, once created (the layout places it). */
  onElement(element: FrameElement): void
  /** The frame's unsolicited events (session updates, visibility). */
  onNotice(notice: FrameNotice): void
  /** The language the frame page loads in: the `locale` option, else the modal's (read when it loads). */
  locale(): string | undefined
}

/**
 * The FrameClient of one runtime: the frame page on the frame host's origin, loaded on the first request.
 *
 * @example
 * const client = createRuntimeFrameClient({ ctx, options, win: window, onElement, onNotice, locale: () => 'es' })
 */
export function createRuntimeFrameClient(params: RuntimeFrameClientParameters): FrameClient {
  const { ctx, options, win } = params
  const network = ctx.get((s) => s.network.lastActive('eip155'))
  const src = () => {
    const locale = params.locale()
    return frameUrl(options.frameOrigin, {
      projectId: ctx.options.projectId,
      chainId: network?.caipNetworkId ?? 'eip155:1',
      enableLogger: options.enableLogger,
      ...(locale ? { locale } : {}),
    })
  }
  return new FrameClient({
    frameOrigin: options.frameOrigin,
    projectId: ctx.options.projectId,
    window: win,
    createFrame: () => {
      const element = createFrameElement(win.document, src())
      params.onElement(element)
      return {
        get contentWindow() {
          return element.iframe.contentWindow
        },
        remove: () => element.remove(),
      }
    },
    createChannel: () => new MessageChannel(),
    loadTimeoutMs: options.loadTimeoutMs,
    requestTimeoutMs: options.authTimeoutMs,
    onNotice: (notice) => params.onNotice(notice),
    onDropped: (reason) => ctx.log.debug(`dropped a frame message (${reason})`),
  })
}

/**
 * Sends the app's metadata (bounded as the protocol allows) to the frame, which names the app in its
 * approvals, and the modal's language when the frame follows it; a failure is ignored (the frame names
 * the origin instead, in the language it has).
 *
 * @example
 * syncDappData(ctx, client, 'ar')
 */
export function syncDappData(ctx: PluginContext, client: FrameClient, locale?: string): void {
  const { metadata, projectId } = ctx.options
  void client
    .request('SYNC_DAPP_DATA', {
      metadata: {
        name: metadata.name.slice(0, 256),
        description: metadata.description.slice(0, 1024),
        url: metadata.url.slice(0, 2048),
        icons: metadata.icons.slice(0, 8).map((i) => i.slice(0, 2048)),
      },
      sdkVersion: SDK_VERSION,
      sdkType: 'airlock',
      projectId,
      // The frame's approvals name the network and write its fee as the modal does.
      networks: frameNetworks(ctx.get((s) => s.network.all)),
      ...(locale && LOCALE_PATTERN.test(locale) ? { locale } : {}),
    })
    .catch(() => undefined)
}
