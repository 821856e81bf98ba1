import type { Devnet } from './startDevnet'

/** The JSON-serialisable endpoints of a running devnet (what the CLI prints). */
export function describeDevnet(devnet: Devnet) {
  return {
    projectId: devnet.projectId,
    apiUrl: devnet.apiUrl,
    catalogueUrl: devnet.catalogueUrl,
    relayUrl: devnet.relayUrl,
    walletUrl: devnet.walletUrl,
    walletPageUrl: devnet.walletPageUrl,
    testWalletScriptUrl: devnet.testWalletScriptUrl,
    frameUrl: devnet.frameUrl,
    mailboxUrl: devnet.mailboxUrl,
    smtpUrl: devnet.smtpUrl,
    siwx: devnet.siwx ? { url: devnet.siwx.url, accountFactory: devnet.siwx.accountFactory ?? null } : null,
    chains: devnet.chains,
    social: devnet.social
      ? {
          url: devnet.social.url,
          issuers: Object.fromEntries(
            Object.keys(devnet.social.clientConfig(devnet.projectId)).map((p) => [
              p,
              `${devnet.social?.url}/${p}`,
            ]),
          ),
          clients: devnet.social.socialLoginConfig(devnet.projectId),
        }
      : null,
    farcaster: devnet.farcaster
      ? {
          relayUrl: devnet.farcaster.relayUrl,
          appUrl: devnet.farcaster.appUrl,
          rpcUrl: devnet.farcaster.rpcUrl,
          idRegistryAddress: devnet.farcaster.idRegistryAddress,
        }
      : null,
    solana: devnet.solana
      ? {
          caipNetworkId: devnet.solana.caipNetworkId,
          genesisHash: devnet.solana.genesisHash,
          rpcUrl: devnet.solana.rpcUrl,
          wsUrl: devnet.solana.wsUrl,
          accounts: devnet.solana.accounts.map((a) => ({ address: a.address, path: a.path })),
          mints: devnet.solana.mints,
        }
      : null,
    bitcoin: devnet.bitcoin
      ? {
          caipNetworkId: devnet.bitcoin.caipNetworkId,
          esploraUrl: devnet.bitcoin.esploraUrl,
          accounts: devnet.bitcoin.accounts.map((a) => ({ address: a.address, path: a.path })),
          control: `${devnet.bitcoin.url}/__devnet/bitcoin`,
        }
      : null,
    onramp: devnet.onramp ? { providers: devnet.onramp.providers } : null,
    database: devnet.database,
    nameZone: devnet.nameZone,
    testWalletId: devnet.testWalletId,
    contracts: devnet.contracts,
    dex: devnet.dex ?? null,
    aa: devnet.aa ? { contracts: devnet.aa.contracts, url: devnet.aa.url, chains: devnet.aa.chains } : null,
    accounts: devnet.accounts.map((a) => ({ address: a.address, privateKey: a.privateKey })),
    timingsMs: devnet.timingsMs,
    control: {
      faults: `${devnet.apiUrl}/__devnet/faults`,
      analytics: `${devnet.catalogueUrl}/__devnet/analytics`,
      ...(devnet.aa ? { aa: `${devnet.aa.url}/__devnet/aa` } : {}),
    },
  }
}
