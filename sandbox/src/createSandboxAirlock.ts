// Builds the sandbox's Airlock instance from the server's runtime config and the URL's setup.

import { analytics } from '@airlock/analytics'
import { type BitcoinNetwork, bitcoin, bitcoinRegtest, defineBitcoinNetwork } from '@airlock/bitcoin'
import { emailSocial } from '@airlock/email-social'
import { ens } from '@airlock/ens'
import { evm, toCaipNetwork } from '@airlock/evm'
import { type Airlock, createAirlock } from '@airlock/kernel'
import { onramp } from '@airlock/onramp'
import { siwx } from '@airlock/siwx'
import { createSiwxServerConfig } from '@airlock/siwx/client'
import { type SolanaNetwork, solana, solanaDevnet, solanaNetwork } from '@airlock/solana'
import { swap } from '@airlock/swap'
import { walletConnect } from '@airlock/walletconnect'
import { type Chain, defineChain } from 'viem'
import { tipJar } from './plugins/tipJar'
import type {
  SandboxBitcoinNetwork,
  SandboxChain,
  SandboxRuntimeConfig,
  SandboxSolanaNetwork,
} from './runtimeConfig'
import { type SandboxState, toThemeVariables } from './sandboxState'

/** A viem chain for one sandbox chain. */
export function toViemChain(chain: SandboxChain): Chain {
  return defineChain({
    id: chain.chainId,
    name: chain.name,
    nativeCurrency: { name: 'Ether', symbol: chain.symbol ?? 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [chain.rpcUrl] } },
    testnet: chain.testnet ?? true,
  })
}

/**
 * The sandbox's Solana networks, both on devnet's local node: its own network (`solana:localnet` in
 * wallets), and Solana Devnet's id (`solana:devnet`), which the test wallet also serves from the local node,
 * so that switching between two Solana networks can be tried offline.
 */
export function sandboxSolanaNetworks(local: SandboxSolanaNetwork): SolanaNetwork[] {
  const endpoints = { rpcUrl: local.rpcUrl, wsUrl: local.wsUrl }
  return [
    solanaNetwork({ name: local.name, caipNetworkId: local.caipNetworkId, ...endpoints }),
    solanaNetwork({
      name: `${solanaDevnet.name} (local node)`,
      caipNetworkId: solanaDevnet.caipNetworkId,
      walletStandardChain: solanaDevnet.walletStandardChain,
      ...endpoints,
    }),
  ]
}

/** The sandbox's Bitcoin network: Bitcoin regtest (Core's `bcrt` prefixes) read through devnet's Esplora facade. */
export function sandboxBitcoinNetwork(local: SandboxBitcoinNetwork): BitcoinNetwork {
  return defineBitcoinNetwork({ ...bitcoinRegtest, name: local.name, esploraUrl: local.esploraUrl })
}

/** The tip jar's address: devnet account 9 (anvil's default mnemonic), so tips land on a known account. */
export const TIP_JAR_ADDRESS = '0xa0Ee7A142d267C1f36714E4a8F75612F20a79720'

/**
 * Creates the instance: the EVM plugin on the configured chains (eager; it lists their networks), Solana on
 * devnet's local node when there is one (its kit code loads on first use), Bitcoin on devnet's regtest node when
 * there is one (its PSBT code loads on first use), WalletConnect
 * for every namespace (its SDK loads on first use), email login through devnet's secure frame (its runtime
 * loads when the visitor sends an email), the names plugin (lazy: loads for
 * the connected EVM address's lookup or its register view), the example tip-jar plugin (lazy: its code loads
 * when its Account action is first used), flags and theme from the URL.
 */
export function createSandboxAirlock(config: SandboxRuntimeConfig, state: SandboxState): Airlock {
  const chains = config.chains.map(toViemChain)
  const rpcProxyUrl = config.endpoints.rpcProxy
  const networks = chains.map((c) =>
    toCaipNetwork(c, { projectId: config.projectId, ...(rpcProxyUrl ? { rpcProxyUrl } : {}) }),
  )
  const solanaNetworks = config.solana && state.solana ? sandboxSolanaNetworks(config.solana) : []
  const bitcoinPlugin =
    config.bitcoin && state.bitcoin
      ? bitcoin({ networks: [sandboxBitcoinNetwork(config.bitcoin)] })
      : undefined
  const defaultNetwork = [...networks, ...solanaNetworks, ...(bitcoinPlugin?.networks ?? [])].find(
    (n) => n.caipNetworkId === state.network,
  )
  // The frame host goes to the email plugin; the rest are the instance's endpoints.
  const { frame, ...endpoints } = config.endpoints
  return createAirlock({
    projectId: config.projectId,
    metadata: {
      name: 'Airlock Sandbox',
      description: 'Try Airlock against a local devnet',
      url: location.origin,
      icons: [],
    },
    ...(defaultNetwork ? { defaultNetwork } : {}),
    endpoints,
    features: state.features,
    themeMode: state.themeMode,
    themeVariables: toThemeVariables(state.themeVariables),
    plugins: [
      evm({ networks: chains as [Chain, ...Chain[]], ...(rpcProxyUrl ? { rpcProxyUrl } : {}) }),
      ...(solanaNetworks.length > 0 ? [solana({ networks: solanaNetworks })] : []),
      ...(bitcoinPlugin ? [bitcoinPlugin] : []),
      walletConnect(),
      // Email login through the secure frame, when a frame host is configured (devnet runs one).
      ...(frame ? [emailSocial({ frameUrl: frame })] : []),
      ens(),
      // Swaps on devnet's Uniswap V2 pools through the convert endpoints (lazy; the swaps flag turns it off).
      swap({ chains: chains.map((c) => c.id) }),
      // The on-ramp on devnet's two providers (their checkout pages fund the wallet on anvil and the Solana
      // node); lazy: its code loads when "Buy" is first used.
      onramp(),
      tipJar({ to: TIP_JAR_ADDRESS, amount: '0.01' }),
      // Sign in with X against devnet's sign-in server, when the Sign-in panel turns it on.
      ...(config.siwx && state.signIn !== 'off'
        ? [
            siwx({
              siwx: createSiwxServerConfig({
                url: config.siwx.url,
                statement: 'Sign in to the Airlock Sandbox',
                required: state.signIn === 'required',
              }),
            }),
          ]
        : []),
      // Product analytics to devnet's sink (its endpoint is devnet's catalogue); the analytics flag turns it off.
      analytics(),
    ],
  })
}
