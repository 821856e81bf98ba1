// A gate's run (see `ModalController.gate`), in the connect protocol's chunk: gates run after a connect.
import type { ViewEntry } from '../router/viewTypes'
import type { AirlockStores } from '../stores/createStores'
import type { ModalController } from './ModalController'

/** Shows the step as the only entry of the stack until `until` settles, then lifts the gate. */
export async function runGate<T>(
  modal: ModalController,
  stores: AirlockStores,
  entry: ViewEntry,
  until: () => Promise<T>,
  closable: boolean,
): Promise<T> {
  await modal.loading(entry.view)
  stores.modal.setGate({ entry, closable })
  try {
    await modal.open()
    return await until()
  } finally {
    stores.modal.setGate(undefined)
    const { router, connection } = stores
    const current = router.current
    // The step still on screen: move on to Account (a wallet is connected) or Connect.
    if (stores.modal.open && current.view === entry.view && current.params === entry.params) {
      router.reset(connection.linkedNamespaces.length > 0 ? 'Account' : 'Connect')
    }
  }
}
