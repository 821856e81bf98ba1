// What a view declares when it cannot render without a connected account (the router opens Connect
// first, then the view, when the visitor has none; see `ModalController.lacksAccount`).
import type { ChainNamespace } from '../chain/types'

/**
 * What a view needs to render: `true` for an account connected on any namespace; a list of namespaces for
 * an account connected on the active namespace, which must be one of them.
 */
export type AccountRequirement = true | readonly ChainNamespace[]
