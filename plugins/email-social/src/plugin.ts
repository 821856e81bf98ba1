// The email-social plugin's eager part: what the kernel must know at start-up (flags, the embedded
// connector, the connect blocks, the views the social block opens) with every heavy piece behind import():
// the runtime (protocol schemas, frame client) loads when the visitor sends an email, picks a provider or a
// stored login is restored, and registers the rest then (./runtime/runtimeParts: the OTP, account type and
// update-email views, Account's rows, the hooks that read it); the views load when they render.
// Nothing touches the page before then.
import { type AirlockPlugin, type Connector, definePlugin, type PluginContext } from '@airlock/kernel'
import './augment'
import {
  DEFAULT_SOCIALS,
  EMAIL_BLOCK_HEIGHT,
  EMBEDDED_CONNECTOR_ID,
  hasOfferedSocial,
  PLUGIN_NAME,
  SOCIAL_BLOCK_HEIGHT,
} from './constants'
import { EMAIL_SOCIAL_DECLARED_MESSAGES, EMAIL_SOCIAL_DECLARED_EN as EN } from './declaredTexts'
import type { EmailSocialHandle } from './handle'
import { EmailLoginDependencyError } from './loadError'
import { type EmailSocialOptions, parseEmailSocialOptions } from './options'
import type { EmailRuntime } from './runtime/EmailRuntime'
import { emailLoginUsed } from './runtime/loginUsed'

const socialsFlag = {
  default: DEFAULT_SOCIALS,
  parse(value: unknown) {
    if (!Array.isArray(value) || value.some((v) => !(DEFAULT_SOCIALS as readonly unknown[]).includes(v)))
      throw new Error(`socials must list some of ${DEFAULT_SOCIALS.join(', ')}`)
    return value as readonly (typeof DEFAULT_SOCIALS)[number][]
  },
}

/**
 * Email login and the embedded wallet through a secure frame on the frame host's own origin.
 *
 * @example
 * createAirlock({ projectId, metadata, plugins: [evm({ networks }), emailSocial({ frameUrl: 'https://frame.example.com' })] })
 */
export function emailSocial(input: EmailSocialOptions): AirlockPlugin {
  const options = parseEmailSocialOptions(input)
  return definePlugin({
    name: PLUGIN_NAME,
    feature: 'email',
    features: { email: true, socials: socialsFlag },
    setup(ctx) {
      // The texts shown before any code of the plugin loads; the full catalogue comes with that code.
      ctx.contribute('messages', EMAIL_SOCIAL_DECLARED_MESSAGES)
      const texts = ctx.contributeLater(
        'messages',
        async () => (await import('./catalogue')).EMAIL_SOCIAL_MESSAGES,
      )
      const withTexts = <T>(load: () => Promise<T>): Promise<T> =>
        Promise.all([load(), texts()]).then(([loaded]) => loaded)
      const blocks = () => withTexts(() => import('./views/connectBlocks'))
      let runtime: EmailRuntime | undefined
      let loading: Promise<EmailRuntime> | undefined
      /** The modal's language as its views last reported it (followLocale). */
      let modalLocale: string | undefined
      const handle: EmailSocialHandle = {
        load() {
          loading ??= withTexts(() => loadRuntime(ctx, options))
            .then(async (loaded) => {
              runtime = loaded
              if (modalLocale) loaded.language.follow(modalLocale)
              await loaded.start()
              return loaded
            })
            .catch((cause: unknown) => {
              runtime?.dispose()
              runtime = undefined
              loading = undefined
              throw cause instanceof EmailLoginDependencyError
                ? cause
                : new EmailLoginDependencyError({ cause: cause as Error })
            })
          return loading
        },
        loaded: () => runtime,
        followLocale(locale) {
          modalLocale = locale
          runtime?.language.follow(locale)
        },
      }
      ctx.expose(handle)
      ctx.registerConnector(embeddedConnector(ctx, handle))
      ctx.addToSlot('connectMethods', {
        id: 'email',
        group: 'email',
        feature: 'email',
        placeholderHeight: EMAIL_BLOCK_HEIGHT,
        load: () => blocks().then((m) => m.EmailBlock),
      })
      ctx.addToSlot('connectMethods', {
        id: 'social',
        group: 'social',
        feature: 'email',
        visible: (s) => hasOfferedSocial(s.features.socials),
        placeholderHeight: SOCIAL_BLOCK_HEIGHT,
        load: () => blocks().then((m) => m.SocialBlock),
      })
      ctx.registerView({
        id: 'email-social/socials',
        title: EN.otherSocial,
        load: () => blocks().then((m) => m.OtherSocialView),
      })
      ctx.registerView({
        id: 'ConnectingFarcaster',
        title: EN.signInWithFarcaster,
        load: () => import('./views/ConnectingFarcasterView').then((m) => m.ConnectingFarcasterView),
      })
      ctx.registerView({
        id: 'ApproveTransaction',
        // What the frame shows under it: an approval, or the recovery code (shown once, or asked for).
        title: (params) => (params?.reason?.startsWith('recovery') ? EN.recoveryCode : EN.approve),
        load: () => import('./views/ApproveTransactionView').then((m) => m.ApproveTransactionView),
      })
      ctx.onDispose(() => runtime?.dispose())
    },
  })
}

function loadRuntime(
  ctx: PluginContext,
  options: ReturnType<typeof parseEmailSocialOptions>,
): Promise<EmailRuntime> {
  return import('./runtime/EmailRuntime').then((m) => new m.EmailRuntime({ ctx, options }))
}

/** The embedded wallet's connector: one frame session serving eip155 and solana. */
function embeddedConnector(ctx: PluginContext, handle: EmailSocialHandle): Connector {
  return {
    id: EMBEDDED_CONNECTOR_ID,
    name: 'Email',
    type: 'AUTH',
    namespaces: ['eip155', 'solana'],
    connect: async (params) => (await handle.load()).connect(params),
    // Loads the frame only when this device used an email login before.
    reconnect: async (params) =>
      emailLoginUsed(ctx.storage) ? (await handle.load()).reconnect(params) : false,
    disconnect: async () => {
      await handle.loaded()?.disconnect()
    },
    // The account types the frame reports (EOA, smart account) for the kernel's allAccounts.
    accountsOf: (namespace) => handle.loaded()?.accountsOf(namespace),
    getProvider: async <N extends string>(namespace: N) => {
      if (namespace === 'eip155') return (await handle.load()).provider as never
      if (namespace === 'solana') return (await handle.load()).solanaProvider as never
      throw new EmailLoginDependencyError({ details: `No ${namespace} provider` })
    },
  }
}
