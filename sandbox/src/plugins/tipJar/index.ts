// An example third-party feature plugin, written only against the published API of @airlock/kernel and
// @airlock/ui: a tip jar. This file is the eager part (a few hundred bytes): it declares the view and
// the Account action; the store and the view load in their own chunk when the action is first used.
import { type AccountAction, isAddressForNamespace, type LazyAirlockPlugin, lazyPlugin } from '@airlock/kernel'
import { z } from 'zod'

declare module '@airlock/kernel' {
  interface ViewRegistry {
    /** The tip jar: sends the fixed tip to the jar's address. */
    'tipJar/send': undefined
  }
}

/** View id of the tip jar. */
export const TIP_JAR_VIEW = 'tipJar/send'

/** Options of `tipJar()`; parsed once, here. */
export const tipJarOptionsSchema = z
  .object({
    /** The jar's address (receives the tips). */
    to: z.string(),
    /** The fixed tip, in the native currency, as a decimal string, e.g. '0.01'. */
    amount: z.string().regex(/^\d+(\.\d+)?$/, 'amount must be a decimal number, e.g. 0.01'),
    /** The namespace the jar lives on (default eip155). */
    namespace: z.string().default('eip155'),
    /** Label of the Account action. */
    label: z.string().min(1).default('Tip jar'),
  })
  .refine((o) => isAddressForNamespace(o.to, o.namespace), { message: 'to is not an address of the namespace', path: ['to'] })

/** What `tipJar()` accepts. */
export type TipJarOptions = z.input<typeof tipJarOptionsSchema>

/** Options after defaults. */
export type TipJarResolvedOptions = z.output<typeof tipJarOptionsSchema>

/**
 * The tip jar plugin (lazy): an Account action, shown while an account of the jar's namespace is
 * active, opening a view that sends the fixed amount to the jar.
 *
 * @example
 * plugins: [evm({ networks }), tipJar({ to: '0x…', amount: '0.01' })]
 */
export function tipJar(options: TipJarOptions): LazyAirlockPlugin {
  const resolved = tipJarOptionsSchema.parse(options)
  const action: AccountAction = {
    id: 'tipJar/tip',
    label: resolved.label,
    view: TIP_JAR_VIEW,
    icon: 'arrowUp',
    visible: (stores) =>
      stores.network.activeNamespace === resolved.namespace && stores.account.active.address !== undefined,
  }
  return lazyPlugin('tip-jar', () => import('./tipJarPlugin').then((m) => m.tipJarPlugin(resolved)), {
    views: [{ id: TIP_JAR_VIEW, title: resolved.label }],
    actions: [action],
  })
}
