// Starts one devnet (anvil chains with the test tokens, the blockchain-data API, the relay, the wallet
// page, the frame host and its mail sink, the ERC-4337 stack: the embedded wallet's EVM account is a smart account) for the wagmi project and hands its endpoints to the tests; the browser journeys build their own
// app (openTestApp).
import { OPTIONAL_SERVICES_OFF, provideDevnetEndpoints, startDevnet } from '@airlock/devnet'

declare module 'vitest' {
  export interface ProvidedContext {
    /** RPC URLs of the devnet chains, by chain id. */
    rpcUrls: Record<number, string>
    /** Blockchain-data API base URL. */
    apiUrl: string
    /** Wallet catalogue base URL. */
    catalogueUrl: string
    /** WalletConnect relay URL. */
    relayUrl: string
    /** Project id the devnet accepts. */
    projectId: string
    /** The devnet's WalletConnect wallet page (the "phone" of the WalletConnect journey). */
    walletPageUrl: string
    /** The frame host (127.0.0.1) of the embedded wallet. */
    frameUrl: string
    /** The mail sink's HTTP side: GET /mailbox/:email. */
    mailboxUrl: string
  }
}

/**
 * The vitest globalSetup: the devnet with the optional services off but the ERC-4337 stack (the embedded
 * wallet's default EVM account is then a smart account, which answers EIP-5792), stopped when the project ends.
 */
export default async function setup(project: {
  provide(key: 'walletPageUrl' | 'frameUrl' | 'mailboxUrl', value: string): void
  provide(key: string, value: unknown): void
}): Promise<() => Promise<void>> {
  const devnet = await startDevnet({ ...OPTIONAL_SERVICES_OFF, aa: true })
  provideDevnetEndpoints(project as Parameters<typeof provideDevnetEndpoints>[0], devnet)
  project.provide('walletPageUrl', devnet.walletPageUrl)
  project.provide('frameUrl', devnet.frameUrl)
  project.provide('mailboxUrl', devnet.mailboxUrl)
  return () => devnet.stop()
}
