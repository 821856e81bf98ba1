// A Wallet Standard wallet as a `BitcoinProvider`: bitcoin:connect (or standard:connect), standard:disconnect
// and events, bitcoin:signMessage, bitcoin:signTransaction and bitcoin:signAndSendTransaction (the features
// of Exodus's bitcoin-wallet-standard that AppKit's bitcoin adapter uses).
import type { IdentifierString, Wallet, WalletAccount } from '@wallet-standard/base'
import { base64ToBytes, bytesToBase64, bytesToHex } from '../encoding'
import type { BitcoinNetwork } from '../networks'
import type { BitcoinProvider, BitcoinWalletAddress } from '../types'
import { BitcoinWalletFeatureError } from '../walletErrors'

/** Sighash types → the flags the Wallet Standard bitcoin features name. */
const SIGHASH_FLAGS: Readonly<Record<number, string>> = {
  0: 'ALL',
  1: 'ALL',
  2: 'NONE',
  3: 'SINGLE',
  129: 'ALL|ANYONECANPAY',
  130: 'NONE|ANYONECANPAY',
  131: 'SINGLE|ANYONECANPAY',
}

type Fn = (...args: never[]) => Promise<unknown>
type FeatureMap = Record<string, Record<string, unknown> | undefined>

function addressesOf(accounts: readonly WalletAccount[]): BitcoinWalletAddress[] {
  return accounts
    .filter((a) => a.chains.length === 0 || a.chains.some((c) => c.startsWith('bitcoin:')))
    .map((a) => {
      const purpose: BitcoinWalletAddress['purpose'] =
        (a as { purpose?: unknown }).purpose === 'ordinals' ? 'ordinals' : 'payment'
      return {
        address: a.address,
        purpose,
        publicKey: a.publicKey?.length ? bytesToHex(a.publicKey as Uint8Array) : undefined,
      }
    })
    .sort((a, b) => (a.purpose === b.purpose ? 0 : a.purpose === 'payment' ? -1 : 1))
}

/**
 * Wraps a Wallet Standard wallet.
 *
 * @example
 * const provider = walletStandardProvider(wallet)
 * const [payment] = await provider.connect({ network: bitcoinRegtest })
 */
export function walletStandardProvider(wallet: Wallet): BitcoinProvider {
  const features = () => wallet.features as FeatureMap
  const method = (feature: string, name: string): Fn => {
    const fn = features()[feature]?.[name]
    if (typeof fn !== 'function') throw new BitcoinWalletFeatureError(feature)
    return fn as Fn
  }
  const call = <T>(feature: string, name: string, ...args: unknown[]): Promise<T> =>
    (method(feature, name) as (...a: unknown[]) => Promise<T>).apply(features()[feature], args)
  const account = (address: string): WalletAccount => {
    const found = wallet.accounts.find((a) => a.address === address)
    if (!found) throw new BitcoinWalletFeatureError(`account ${address} (not connected)`)
    return found
  }
  const chainOf = (network: BitcoinNetwork): IdentifierString =>
    (wallet.chains.includes(network.caipNetworkId as IdentifierString)
      ? network.caipNetworkId
      : network.walletStandardChain) as IdentifierString
  const signInputs = (inputs: Parameters<NonNullable<BitcoinProvider['signPsbt']>>[0]['signInputs']) => {
    const byAddress = new Map<string, { indexes: number[]; sigHash?: string }>()
    for (const input of inputs) {
      const entry = byAddress.get(input.address) ?? { indexes: [] }
      entry.indexes.push(input.index)
      const type = input.sighashTypes?.[0]
      if (type !== undefined && type !== 0x00 && type !== 0x01) {
        const flag = SIGHASH_FLAGS[type]
        if (!flag) throw new BitcoinWalletFeatureError(`sighash type ${type}`)
        entry.sigHash = flag
      }
      byAddress.set(input.address, entry)
    }
    return [...byAddress].map(([address, e]) => ({
      account: account(address),
      signingIndexes: e.indexes,
      ...(e.sigHash ? { sigHash: e.sigHash } : {}),
    }))
  }
  const has = (feature: string) => features()[feature] !== undefined

  const provider: BitcoinProvider = {
    async connect(options) {
      if (options?.silent) {
        if (!has('standard:connect')) return addressesOf(wallet.accounts)
        const { accounts } = await call<{ accounts: readonly WalletAccount[] }>(
          'standard:connect',
          'connect',
          {
            silent: true,
          },
        )
        return addressesOf(accounts)
      }
      const { accounts } = has('bitcoin:connect')
        ? await call<{ accounts: readonly WalletAccount[] }>('bitcoin:connect', 'connect', {
            purposes: ['payment', 'ordinals'],
          })
        : await call<{ accounts: readonly WalletAccount[] }>('standard:connect', 'connect')
      return addressesOf(accounts)
    },
    chains: () => wallet.chains.filter((c) => c.startsWith('bitcoin:') || c.startsWith('bip122:')),
    onChange(listener) {
      const events = features()['standard:events']
      if (typeof events?.on !== 'function') return () => {}
      const on = events.on as (
        e: 'change',
        l: (p: { accounts?: readonly WalletAccount[] }) => void,
      ) => () => void
      return on.call(events, 'change', (change) => {
        if (change.accounts) listener({ addresses: addressesOf(change.accounts) })
      })
    },
  }
  if (has('standard:disconnect')) provider.disconnect = () => call('standard:disconnect', 'disconnect')
  if (has('bitcoin:signMessage')) {
    provider.signMessage = async ({ address, message, protocol }) => {
      const [out] = await call<Array<{ signature: Uint8Array }>>('bitcoin:signMessage', 'signMessage', {
        account: account(address),
        message: new TextEncoder().encode(message),
        ...(protocol === 'ecdsa' ? { protocol: 'ecdsa' } : {}),
      })
      if (!(out?.signature instanceof Uint8Array))
        throw new BitcoinWalletFeatureError('bitcoin:signMessage (no signature)')
      return bytesToBase64(out.signature)
    }
  }
  if (has('bitcoin:signTransaction')) {
    provider.signPsbt = async ({ psbt, signInputs: inputs, network }) => {
      const [out] = await call<Array<{ signedPsbt: Uint8Array }>>(
        'bitcoin:signTransaction',
        'signTransaction',
        {
          psbt: base64ToBytes(psbt),
          inputsToSign: signInputs(inputs),
          chain: chainOf(network),
        },
      )
      if (!(out?.signedPsbt instanceof Uint8Array))
        throw new BitcoinWalletFeatureError('bitcoin:signTransaction (no signed PSBT)')
      return bytesToBase64(out.signedPsbt)
    }
  }
  return provider
}
