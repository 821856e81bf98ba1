// The plugin's API in its own views: they are registered by its set-up, so it is always there when they show.
import { usePlugin } from '@airlock/ui'
import type { WalletConnectApi } from '../plugin'

/** The WalletConnect plugin's API (`ctx.expose`) for its views; throws outside an instance that set it up. */
export function useWalletConnect(): WalletConnectApi {
  const api = usePlugin('walletconnect')
  if (!api) throw new Error('The WalletConnect views need the walletconnect plugin set up')
  return api
}
