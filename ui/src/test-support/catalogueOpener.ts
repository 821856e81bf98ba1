// A stand-in for a pairing-protocol plugin's contribution: it lets the Connect and All Wallets views
// list catalogue wallets, and records each one the visitor picks.
import { type AirlockPlugin, definePlugin } from '@airlock/kernel'
import type { CatalogueWallet } from '../catalogue/catalogueTypes'
import '../registry'

/** The plugin and the wallets it was asked to open. */
export interface CatalogueOpenerPlugin {
  plugin: AirlockPlugin
  opened: CatalogueWallet[]
}

/** Creates a plugin contributing `ui/catalogueWallet` that only records the wallets it opens. */
export function catalogueOpenerPlugin(): CatalogueOpenerPlugin {
  const opened: CatalogueWallet[] = []
  const plugin = definePlugin({
    name: 'test-catalogue-opener',
    setup(ctx) {
      ctx.contribute('ui/catalogueWallet', {
        open: async (wallet) => {
          opened.push(wallet)
        },
      })
    },
  })
  return { plugin, opened }
}
