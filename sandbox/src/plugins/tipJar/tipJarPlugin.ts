// The tip jar's lazy half: its store (exposed to its view) and view, registered through the plugin context only.
import { type AccountActionEntry, type AirlockPlugin, BaseError, definePlugin } from '@airlock/kernel'
import { TIP_JAR_VIEW, type TipJarApi, type TipJarResolvedOptions } from './index'
import { TipJarStore } from './TipJarStore'
import { TipJarView } from './TipJarView'

/** The real tip jar plugin, set up the first time its action or view is used. */
export function tipJarPlugin(options: TipJarResolvedOptions, action: AccountActionEntry): AirlockPlugin {
  return definePlugin({
    name: 'tip-jar',
    setup(ctx) {
      const adapter = ctx.get((s) => s.connection.adapter(options.namespace))
      if (adapter && !adapter.address.validate(options.to)) {
        throw new BaseError('Invalid tip jar options', {
          details: `to is not an ${options.namespace} address`,
        })
      }
      const store = new TipJarStore(ctx, options)
      ctx.expose({ store } satisfies TipJarApi)
      ctx.registerView({ id: TIP_JAR_VIEW, title: options.label, load: async () => TipJarView })
      ctx.addToSlot('accountActions', action)
    },
  })
}
