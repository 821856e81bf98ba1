// Starts one devnet for the onramp project (anvil chains, the blockchain-data API with the on-ramp routes,
// both providers' checkout servers, the Solana node), builds the browser test app once, and hands the
// endpoints to the tests.
import { fileURLToPath } from 'node:url'
import { devnetAppGlobalSetup, OPTIONAL_SERVICES_OFF } from '@airlock/devnet'
import type { TestProject } from 'vitest/node'

/** How long a paid devnet order stays pending before the treasury delivers it (long enough to reload). */
export const SETTLE_DELAY_MS = 4000

declare module 'vitest' {
  export interface ProvidedContext {
    rpcUrls: Record<number, string>
    apiUrl: string
    catalogueUrl: string
    relayUrl: string
    projectId: string
    /** The injected EIP-6963 test wallet script (devnet accounts; ?chainId=N). */
    testWalletScript: string
    /** URL of the built browser test app. */
    appUrl: string
    /** Folder of the built browser test app (to read its chunks). */
    appDir: string
    /** The devnet on-ramp providers: id, name and checkout origin. */
    onrampProviders: { id: string; name: string; url: string }[]
    /** The devnet's Solana node: its CAIP-2 id and endpoints. */
    solanaNode: { caipNetworkId: string; rpcUrl: string; wsUrl: string }
  }
}

export default devnetAppGlobalSetup<TestProject>({
  devnet: { ...OPTIONAL_SERVICES_OFF, onramp: { settleDelayMs: SETTLE_DELAY_MS } },
  entry: fileURLToPath(new URL('./app/main.tsx', import.meta.url)),
  app: { title: 'Airlock on-ramp test app', tempPrefix: 'airlock-onramp-app-' },
  provide: (project, devnet) => {
    project.provide(
      'onrampProviders',
      (devnet.onramp?.providers ?? []).map(({ id, name, url }) => ({ id, name, url })),
    )
    if (!devnet.solana) throw new Error('the onramp tests need the devnet Solana node')
    const { caipNetworkId, rpcUrl, wsUrl } = devnet.solana
    project.provide('solanaNode', { caipNetworkId, rpcUrl, wsUrl })
  },
})
