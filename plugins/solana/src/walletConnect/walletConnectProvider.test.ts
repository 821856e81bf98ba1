// The solana namespace's provider over a WalletConnect session, against a transport double that signs
// with a devnet key: the request shapes, both solana_signTransaction answers, events.

import { DEVNET_SOLANA_ACCOUNTS } from '@airlock/devnet'
import type { SessionEvent, SessionTransport } from '@airlock/kernel'
import {
  createKeyPairSignerFromPrivateKeyBytes,
  getBase58Decoder,
  getBase58Encoder,
  getBase64Decoder,
  getBase64Encoder,
  getTransactionDecoder,
  getTransactionEncoder,
} from '@solana/kit'
import { expect, test } from 'vitest'
import { solanaChainMap } from '../networks/chainMap'
import { solanaMainnet } from '../networks/networks'
import { compileTransfer } from '../runtime/buildTransfer'
import { solanaWalletConnectNamespace } from './namespace'

const account = DEVNET_SOLANA_ACCOUNTS[1]!
const chain = solanaMainnet.caipNetworkId

async function session(answer: 'transaction' | 'signature') {
  const signer = await createKeyPairSignerFromPrivateKeyBytes(account.secretKey)
  const requests: { method: string; params: unknown; chainId: string }[] = []
  const listeners = new Set<(e: SessionEvent) => void>()
  const transport: SessionTransport = {
    namespace: 'solana',
    topic: 't',
    accounts: () => [`${chain}:${account.address}`],
    chains: () => [chain],
    async request({ chainId, method, params }) {
      requests.push({ method, params, chainId })
      const p = params as { transaction?: string; message?: string }
      if (method === 'solana_signMessage') {
        const [sig] = await signer.signMessages([
          { content: new Uint8Array(getBase58Encoder().encode(p.message ?? '')), signatures: {} },
        ])
        return { signature: getBase58Decoder().decode(sig![signer.address]!) }
      }
      const tx = getTransactionDecoder().decode(getBase64Encoder().encode(p.transaction ?? ''))
      const [sigs] = await signer.signTransactions([tx as never])
      if (answer === 'signature') return { signature: getBase58Decoder().decode(sigs![signer.address]!) }
      return {
        transaction: getBase64Decoder().decode(
          getTransactionEncoder().encode({ ...tx, signatures: { ...tx.signatures, ...sigs } }),
        ),
      }
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
  const namespace = solanaWalletConnectNamespace([solanaMainnet])
  const provider = await namespace.createProvider(transport)
  return {
    provider,
    requests,
    emit: (e: SessionEvent) => {
      for (const l of listeners) l(e)
    },
  }
}

const blockhash = { blockhash: '11111111111111111111111111111111' as never, lastValidBlockHeight: 10n }

test('the namespace asks for the four solana methods on the plugin chains', () => {
  const ns = solanaWalletConnectNamespace([solanaMainnet])
  expect(ns).toMatchObject({
    namespace: 'solana',
    chains: [chain],
    methods: [
      'solana_signMessage',
      'solana_signTransaction',
      'solana_signAndSendTransaction',
      'solana_signAllTransactions',
    ],
  })
})

for (const answer of ['transaction', 'signature'] as const) {
  test(`solana_signTransaction answered with {${answer}} gives the signed wire transaction`, async () => {
    const { provider, requests } = await session(answer)
    expect(await provider.connect()).toEqual([account.address])
    const { wire } = compileTransfer([], account.address, blockhash)
    const signed = await provider.signTransaction!({
      address: account.address,
      transaction: wire,
      chain: { caipNetworkId: 'solana:mainnet' },
    })
    const sig = getTransactionDecoder().decode(signed).signatures[account.address]
    expect(sig?.some((b) => b !== 0)).toBe(true)
    expect(requests[0]).toMatchObject({
      method: 'solana_signTransaction',
      chainId: chain,
      params: { pubkey: account.address },
    })
  })
}

test('solana_signMessage sends base58 and answers the signature bytes; session events reach the adapter', async () => {
  const { provider, requests, emit } = await session('transaction')
  const signature = await provider.signMessage!({
    address: account.address,
    message: new TextEncoder().encode('hi'),
  })
  expect(signature).toHaveLength(64)
  expect(requests[0]).toMatchObject({
    method: 'solana_signMessage',
    params: { message: '8wr', pubkey: account.address },
  })
  const changes: unknown[] = []
  provider.onChange!((c) => changes.push(c))
  emit({ type: 'event', name: 'chainChanged', data: 'solana:devnet', chainId: chain })
  emit({ type: 'disconnect' })
  expect(changes).toEqual([{ chain: 'solana:devnet' }, { disconnected: true }])
  await expect(provider.connect()).rejects.toThrow('Please call connect() before request()')
  expect(solanaChainMap([solanaMainnet]).toCaip('solana:mainnet')).toBe(chain)
})
