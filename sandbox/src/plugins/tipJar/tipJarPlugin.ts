// The tip jar's lazy half: its store and view, registered through the plugin context only.
import { type AirlockPlugin, definePlugin } from '@airlock/kernel'
import { TIP_JAR_STORE, TIP_JAR_VIEW, type TipJarResolvedOptions } from './index'
import { TipJarStore } from './TipJarStore'
import { TipJarView } from './TipJarView'

/** The real tip jar plugin, set up the first time its action or view is used. */
export function tipJarPlugin(options: TipJarResolvedOptions): AirlockPlugin {
  return definePlugin({
    name: 'tip-jar',
    setup(ctx) {
      const store = new TipJarStore(ctx.stores, options)
      ctx.provide(TIP_JAR_STORE, () => store)
      ctx.registerView({ id: TIP_JAR_VIEW, title: options.label, load: async () => TipJarView })
    },
  })
}
