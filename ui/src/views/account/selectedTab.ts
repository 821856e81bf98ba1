// The Account view's selected tab: UI state, kept by ui (not in the kernel's account record), by tab id, so
// a tab appearing or going away does not move the visitor's choice. One choice per account (namespace and
// address): another account starts on the first tab.
import type { Airlock } from '@airlock/kernel'
import { action, observable } from 'mobx'

const choices = new WeakMap<Airlock, ReturnType<typeof observable.map<string, string>>>()

function choicesOf(airlock: Airlock) {
  let map = choices.get(airlock)
  if (!map) {
    map = observable.map<string, string>()
    choices.set(airlock, map)
  }
  return map
}

/** The id of the tab chosen for an account (`namespace|address`), if any (tracked in an observer). */
export function selectedTab(airlock: Airlock, account: string): string | undefined {
  return choicesOf(airlock).get(account)
}

/** Remembers the tab chosen for an account. */
export const selectTab = action((airlock: Airlock, account: string, id: string): void => {
  choicesOf(airlock).set(account, id)
})
