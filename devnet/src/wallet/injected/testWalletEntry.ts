// Browser entry of the injected test wallet, bundled by esbuild into one IIFE (see testWalletInitScript):
// an EIP-6963 EIP-1193 provider and, with `config.solana`, a Wallet Standard Solana wallet of the same name.
import type { Wallet } from '@wallet-standard/base'
import {
  TEST_WALLET_ICON,
  TEST_WALLET_NAME,
  TEST_WALLET_RDNS,
  type TestWalletConfig,
  type TestWalletInfo,
} from '../testWalletConfig'
import { BitcoinTestWallet } from './bitcoin/BitcoinTestWallet'
import { createSatsConnectProvider, installSatsConnectProvider } from './bitcoin/satsConnectProvider'
import type { StandardTestWallet } from './StandardTestWallet'
import { walletRegistration } from './solana/registerWallet'
import { SolanaTestWallet } from './solana/SolanaTestWallet'
import { TestWalletProvider } from './TestWalletProvider'
import type {
  BitcoinTestWalletControl,
  SolanaTestWalletControl,
  StandardTestWalletControl,
  TestWalletControl,
} from './testWalletControl'

declare global {
  interface Window {
    __AIRLOCK_TEST_WALLET_CONFIG__?: TestWalletConfig
    airlockTestWallet?: TestWalletControl
    ethereum?: unknown
  }
}

function install(config: TestWalletConfig): void {
  if (window.airlockTestWallet) return
  const provider = new TestWalletProvider(config, (request) => {
    window.dispatchEvent(new CustomEvent('airlockTestWallet:pending', { detail: request }))
  })
  const info: TestWalletInfo = Object.freeze({
    uuid: config.info?.uuid ?? crypto.randomUUID(),
    name: config.info?.name ?? TEST_WALLET_NAME,
    icon: config.info?.icon ?? TEST_WALLET_ICON,
    rdns: config.info?.rdns ?? TEST_WALLET_RDNS,
  })
  const announce = () =>
    window.dispatchEvent(
      new CustomEvent('eip6963:announceProvider', { detail: Object.freeze({ info, provider }) }),
    )
  window.addEventListener('eip6963:requestProvider', announce)
  if (config.injectWindowEthereum) window.ethereum = provider
  const solana = config.solana ? installSolana(config, info, provider) : undefined
  const bitcoin = config.bitcoin ? installBitcoin(config, info, provider) : undefined

  window.airlockTestWallet = {
    provider,
    info,
    get address() {
      return provider.address
    },
    get chainId() {
      return provider.chainId
    },
    get connected() {
      return provider.connected
    },
    get log() {
      return provider.log
    },
    setMode: (mode) => {
      provider.gate.mode = mode
    },
    setNextResponse: (response) => provider.gate.setNextResponse(response),
    pending: () => provider.gate.pending(),
    approve: (id) => provider.gate.decide(true, id),
    reject: (id) => provider.gate.decide(false, id),
    switchAccount: (index) => {
      // EVM first: an index it does not have throws before anything changed.
      const address = provider.switchAccount(index)
      if (solana && index < (config.solana?.accounts.length ?? 0)) solana.switchAccount(index)
      if (bitcoin && index < (config.bitcoin?.accounts.length ?? 0)) bitcoin.switchAccount(index)
      return address
    },
    disconnect: () => {
      solana?.disconnect()
      bitcoin?.disconnect()
      provider.disconnect()
    },
    announce,
    ...(solana ? { solana } : {}),
    ...(bitcoin ? { bitcoin } : {}),
  }
  announce()
  solana?.register()
  bitcoin?.register()
}

/** The controls of a Wallet Standard side, registered with the page's apps. */
function standardControl<W extends StandardTestWallet & Wallet>(wallet: W): StandardTestWalletControl<W> {
  const registration = walletRegistration(wallet)
  return {
    wallet,
    get address() {
      return wallet.address
    },
    get connected() {
      return wallet.connected
    },
    get registered() {
      return registration.registered
    },
    switchAccount: (index) => wallet.switchAccount(index),
    disconnect: () => wallet.disconnect(),
    register: () => registration.register(),
    unregister: () => registration.unregister(),
  }
}

/** The Bitcoin wallet (Wallet Standard and Sats Connect; same name, icon, gate and log) and its controls. */
function installBitcoin(
  config: TestWalletConfig,
  info: TestWalletInfo,
  provider: TestWalletProvider,
): BitcoinTestWalletControl | undefined {
  if (!config.bitcoin) return undefined
  const wallet = new BitcoinTestWallet(config.bitcoin, info, provider.gate, provider.log)
  const sats = createSatsConnectProvider(wallet)
  installSatsConnectProvider(sats, info)
  return Object.assign(standardControl(wallet), { provider: sats })
}

/** The Solana wallet (same name, icon, gate and log as the EIP-1193 provider) and its controls. */
function installSolana(
  config: TestWalletConfig,
  info: TestWalletInfo,
  provider: TestWalletProvider,
): SolanaTestWalletControl | undefined {
  if (!config.solana) return undefined
  return standardControl(new SolanaTestWallet(config.solana, info, provider.gate, provider.log))
}

const config = window.__AIRLOCK_TEST_WALLET_CONFIG__
if (config) install(config)
else console.error('Airlock test wallet: window.__AIRLOCK_TEST_WALLET_CONFIG__ is missing')
