// The injected test wallet's Bitcoin side as a Sats Connect (WBIP-004) provider: an entry pushed onto
// `window.btc_providers` whose `id` is the dotted path of the provider object, and `request(method, params)`
// answering JSON-RPC 2.0 results or errors with Sats Connect's codes. It shares the Wallet Standard
// wallet's keys, authorization and approval gate.
import { BitcoinError, bytesToBase64 } from '@airlock/bitcoin'
import { ProviderRpcError } from '../../createEip155Signer'
import type { TestWalletInfo } from '../../testWalletConfig'
import { type BitcoinTestWallet, walletError } from './BitcoinTestWallet'

/** Sats Connect's error codes. */
export const SATS_CONNECT_ERRORS = {
  invalidParams: -32602,
  methodNotFound: -32601,
  internal: -32603,
  userRejection: -32000,
  accessDenied: -32002,
} as const

/** The provider object's dotted path from `window` (the btc_providers entry's `id`). */
export const SATS_CONNECT_PROVIDER_ID = 'AirlockTestWallet.BitcoinProvider'

/** The methods the provider answers. */
export const SATS_CONNECT_METHODS = [
  'wallet_connect',
  'wallet_disconnect',
  'wallet_getNetwork',
  'wallet_changeNetwork',
  'getAddresses',
  'getAccounts',
  'signMessage',
  'signPsbt',
  'sendTransfer',
] as const

type RpcResponse =
  | { jsonrpc: '2.0'; id: string; result: unknown }
  | { jsonrpc: '2.0'; id: string; error: { code: number; message: string } }
type Listener = (event: unknown) => void

/** A Sats Connect-style provider over the Bitcoin test wallet. */
export interface SatsConnectProvider {
  request(method: string, params?: unknown): Promise<RpcResponse>
  /** Sats Connect events: 'accountChange', 'networkChange', 'disconnect'; returns the remover. */
  addListener(event: string, listener: Listener): () => void
}

function object(params: unknown): Record<string, unknown> {
  if (params === undefined || params === null) return {}
  if (typeof params !== 'object' || Array.isArray(params))
    throw new ProviderRpcError(SATS_CONNECT_ERRORS.invalidParams, 'params must be an object')
  return params as Record<string, unknown>
}

function toRpcError(error: unknown): { code: number; message: string } {
  const mapped = walletError(error)
  if (mapped instanceof ProviderRpcError) {
    if (mapped.code === 4001) return { code: SATS_CONNECT_ERRORS.userRejection, message: mapped.message }
    if (mapped.code === 4100) return { code: SATS_CONNECT_ERRORS.accessDenied, message: mapped.message }
    return { code: mapped.code, message: mapped.message }
  }
  if (error instanceof BitcoinError)
    return { code: SATS_CONNECT_ERRORS.internal, message: error.details || error.shortMessage }
  return {
    code: SATS_CONNECT_ERRORS.internal,
    message: error instanceof Error ? error.message : String(error),
  }
}

/**
 * Builds the provider for `wallet`.
 * @example installSatsConnectProvider(createSatsConnectProvider(wallet), info)
 */
export function createSatsConnectProvider(wallet: BitcoinTestWallet): SatsConnectProvider {
  const listeners = new Map<string, Set<Listener>>()
  const emit = (event: string, payload: unknown) => {
    for (const listener of [...(listeners.get(event) ?? [])]) listener(payload)
  }
  wallet.onChange(({ accounts }) => {
    if (!accounts) return
    emit(accounts.length ? 'accountChange' : 'disconnect', {
      type: accounts.length ? 'accountChange' : 'disconnect',
    })
  })
  const network = wallet.signer.network
  const addresses = () =>
    wallet.accounts.map((a) => ({
      address: a.address,
      publicKey: wallet.signer.publicKeyHex,
      purpose: 'payment',
      addressType: 'p2wpkh',
      walletType: 'software',
    }))
  const networkInfo = { bitcoin: { name: network.satsConnectNetwork } }

  async function handle(method: string, raw: unknown): Promise<unknown> {
    const params = object(raw)
    switch (method) {
      case 'wallet_connect':
      case 'getAddresses':
      case 'getAccounts': {
        await wallet.authorize(false, (params.purposes ?? params.addresses ?? ['payment']) as string[])
        if (method === 'getAccounts') return addresses()
        return method === 'wallet_connect'
          ? {
              id: wallet.signer.address,
              addresses: addresses(),
              walletType: 'software',
              network: networkInfo,
            }
          : { addresses: addresses(), network: networkInfo }
      }
      case 'wallet_disconnect':
        wallet.disconnect()
        return null
      case 'wallet_getNetwork':
        return networkInfo
      case 'wallet_changeNetwork':
        if (params.name !== network.satsConnectNetwork) {
          throw new ProviderRpcError(
            SATS_CONNECT_ERRORS.invalidParams,
            `The wallet only knows ${network.satsConnectNetwork}`,
          )
        }
        return null
      case 'signMessage': {
        const signer = wallet.signerFor(params.address as string | undefined)
        if (typeof params.message !== 'string')
          throw new ProviderRpcError(SATS_CONNECT_ERRORS.invalidParams, 'message must be a string')
        const protocol = params.protocol === 'ECDSA' ? 'ecdsa' : 'bip322'
        await wallet.ask('signMessage', [{ address: signer.address, message: params.message, protocol }])
        return {
          signature: signer.signMessage(params.message, protocol),
          address: signer.address,
          protocol: protocol === 'ecdsa' ? 'ECDSA' : 'BIP322',
        }
      }
      case 'signPsbt': {
        const signInputs = (params.signInputs ?? {}) as Record<string, unknown>
        if (typeof params.psbt !== 'string')
          throw new ProviderRpcError(SATS_CONNECT_ERRORS.invalidParams, 'psbt must be base64')
        const entries = Object.entries(signInputs)
        if (entries.some(([, v]) => !Array.isArray(v) || v.some((i) => !Number.isInteger(i)))) {
          throw new ProviderRpcError(
            SATS_CONNECT_ERRORS.invalidParams,
            'signInputs maps addresses to input indexes',
          )
        }
        const signer = wallet.signerFor(wallet.accounts[0]?.address)
        for (const [address] of entries) {
          if (address !== signer.address) {
            throw new ProviderRpcError(
              SATS_CONNECT_ERRORS.invalidParams,
              `${address} is not this wallet's address`,
            )
          }
        }
        const indexes = entries.flatMap(([, v]) => v as number[])
        const tx = signer.signPsbt(params.psbt, entries.length ? { indexes } : {})
        await wallet.ask('signPsbt', [
          { psbt: params.psbt, signInputs, broadcast: params.broadcast === true },
        ])
        if (params.broadcast === true) {
          const txid = await signer.broadcast(tx)
          return { psbt: bytesToBase64(tx.toPSBT()), txid }
        }
        return { psbt: bytesToBase64(tx.toPSBT()) }
      }
      case 'sendTransfer': {
        const signer = wallet.signerFor(wallet.accounts[0]?.address)
        const recipients = params.recipients
        if (
          !Array.isArray(recipients) ||
          recipients.length === 0 ||
          recipients.some(
            (r) =>
              typeof r?.address !== 'string' ||
              !Number.isSafeInteger(Number(r?.amount)) ||
              Number(r.amount) <= 0,
          )
        ) {
          throw new ProviderRpcError(
            SATS_CONNECT_ERRORS.invalidParams,
            'recipients: [{ address, amount (sats) }]',
          )
        }
        await wallet.ask('sendTransfer', [{ recipients }])
        const txid = await signer.sendTransfer(
          recipients.map((r) => ({ address: r.address as string, amount: BigInt(r.amount) })),
        )
        return { txid }
      }
      default:
        throw new ProviderRpcError(SATS_CONNECT_ERRORS.methodNotFound, `Method not found: ${method}`)
    }
  }

  let ids = 0
  return {
    async request(method, params) {
      const id = `airlock-${++ids}`
      try {
        return { jsonrpc: '2.0', id, result: await handle(method, params) }
      } catch (error) {
        return { jsonrpc: '2.0', id, error: toRpcError(error) }
      }
    },
    addListener(event, listener) {
      const set = listeners.get(event) ?? new Set()
      set.add(listener)
      listeners.set(event, set)
      return () => void set.delete(listener)
    },
  }
}

declare global {
  interface Window {
    btc_providers?: Array<{
      id: string
      name: string
      icon: string
      webUrl?: string
      methods?: readonly string[]
    }>
    AirlockTestWallet?: { BitcoinProvider?: SatsConnectProvider }
  }
}

/** Puts the provider at `window.AirlockTestWallet.BitcoinProvider` and announces it on `window.btc_providers`. */
export function installSatsConnectProvider(provider: SatsConnectProvider, info: TestWalletInfo): void {
  window.AirlockTestWallet = { ...window.AirlockTestWallet, BitcoinProvider: provider }
  const entry = {
    id: SATS_CONNECT_PROVIDER_ID,
    name: info.name,
    icon: info.icon,
    methods: SATS_CONNECT_METHODS,
  }
  window.btc_providers = [...(window.btc_providers ?? []).filter((p) => p.id !== entry.id), entry]
}
