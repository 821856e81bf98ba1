// The wallet page's bip122 answers (as AppKit's bitcoin adapter asks them over WalletConnect), against the
// devnet's Bitcoin node.
import {
  bitcoinRegtest,
  buildTransferPsbt,
  bytesToBase64,
  createEsploraClient,
  type EsploraClient,
  finalizePsbt,
  hexToBytes,
  parseBitcoinAddress,
  selectCoins,
  verifyBip137,
  verifyBip322,
} from '@airlock/bitcoin'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { DEVNET_BITCOIN_ACCOUNTS } from '../../bitcoin/bitcoinAccounts'
import { type BitcoinNode, startBitcoinNode } from '../../bitcoin/startBitcoinNode'
import { type BitcoinSigner, createBitcoinSigner } from '../bitcoin/createBitcoinSigner'
import { ProviderRpcError } from '../createEip155Signer'
import { handleBitcoinRequest } from './bitcoinRequests'

const B = (i: number) => DEVNET_BITCOIN_ACCOUNTS[i] as (typeof DEVNET_BITCOIN_ACCOUNTS)[number]
let node: BitcoinNode
let esplora: EsploraClient
let signer: BitcoinSigner

beforeAll(async () => {
  node = await startBitcoinNode({ blockIntervalMs: false, mineAfterBroadcastMs: false })
  esplora = createEsploraClient({ baseUrl: node.esploraUrl })
  signer = createBitcoinSigner(B(2).privateKeyHex, node.network)
}, 120_000)
afterAll(() => node?.stop())

const code = (promise: Promise<unknown>) =>
  promise.then(
    () => 'resolved',
    (e: unknown) => (e instanceof ProviderRpcError ? e.code : e),
  )

async function psbtFrom(i: number, sats: bigint): Promise<string> {
  const script = parseBitcoinAddress(B(i).address, bitcoinRegtest).script
  const utxos = (await esplora.getUtxos(B(i).address)).map((u) => ({
    ...u,
    script,
    confirmed: u.status.confirmed,
  }))
  const selection = selectCoins({
    utxos,
    payments: [{ script: parseBitcoinAddress(B(8).address, bitcoinRegtest).script, amount: sats }],
    feeRate: 3,
    changeScript: script,
  })
  return buildTransferPsbt({ network: bitcoinRegtest, selection }).base64
}

describe('bip122 requests of the wallet page', () => {
  test('getAccountAddresses gives the payment address and its public key', async () => {
    expect(await handleBitcoinRequest(signer, 'getAccountAddresses', { account: B(2).address })).toEqual([
      { address: B(2).address, publicKey: B(2).publicKeyHex, path: "m/84'/1'/0'/0", intention: 'payment' },
    ])
  })

  test('signMessage: hex signatures (BIP-322 by default, ecdsa on request) with their message hash', async () => {
    for (const protocol of ['bip322', 'ecdsa'] as const) {
      const result = (await handleBitcoinRequest(signer, 'signMessage', {
        account: B(2).address,
        address: B(2).address,
        message: 'hello bip122',
        protocol,
      })) as { address: string; signature: string; messageHash: string }
      const base64 = bytesToBase64(hexToBytes(result.signature))
      const verify = protocol === 'ecdsa' ? verifyBip137 : verifyBip322
      expect(verify('hello bip122', B(2).address, base64, bitcoinRegtest)).toBe(true)
      expect(result.messageHash).toMatch(/^[0-9a-f]{64}$/)
    }
  })

  test('signPsbt signs the listed inputs; with broadcast the node takes it', async () => {
    const psbt = await psbtFrom(2, 400_000n)
    const signed = (await handleBitcoinRequest(signer, 'signPsbt', {
      account: B(2).address,
      psbt,
      signInputs: [{ address: B(2).address, index: 0, sighashTypes: [1] }],
      broadcast: false,
    })) as { psbt: string; txid?: string }
    expect(signed.txid).toBeUndefined()
    const { txid, hex } = finalizePsbt(signed.psbt)
    const sent = (await handleBitcoinRequest(signer, 'signPsbt', {
      account: B(2).address,
      psbt,
      signInputs: [{ address: B(2).address, index: 0, sighashTypes: [1] }],
      broadcast: true,
    })) as { psbt: string; txid: string }
    expect(sent.txid).toBe(txid)
    expect(await esplora.getTransactionHex(txid)).toBe(hex)
    await node.mine(1)
  })

  test('sendTransfer pays the recipient the amount in satoshis', async () => {
    const { txid } = (await handleBitcoinRequest(signer, 'sendTransfer', {
      account: B(2).address,
      recipientAddress: B(6).address,
      amount: '150000',
    })) as { txid: string }
    expect((await esplora.getTransaction(txid)).vout[0]).toMatchObject({
      scriptpubkey_address: B(6).address,
      value: 150_000n,
    })
  })

  test('another account, bad params, an input of someone else and unknown methods are refused', async () => {
    expect(await code(handleBitcoinRequest(signer, 'getAccountAddresses', { account: B(3).address }))).toBe(
      4100,
    )
    expect(await code(handleBitcoinRequest(signer, 'signMessage', { message: 7 }))).toBe(-32602)
    expect(await code(handleBitcoinRequest(signer, 'signPsbt', { psbt: 'garbage' }))).toBe(-32602)
    const theirs = await psbtFrom(3, 10_000n)
    expect(
      await code(
        handleBitcoinRequest(signer, 'signPsbt', {
          psbt: theirs,
          signInputs: [{ address: B(2).address, index: 0 }],
        }),
      ),
    ).toBe(-32602)
    expect(
      await code(
        handleBitcoinRequest(signer, 'signPsbt', {
          psbt: theirs,
          signInputs: [{ address: B(3).address, index: 0 }],
        }),
      ),
    ).toBe(-32602)
    expect(
      await code(
        handleBitcoinRequest(signer, 'sendTransfer', { recipientAddress: B(6).address, amount: '0' }),
      ),
    ).toBe(-32602)
    expect(
      await code(
        handleBitcoinRequest(signer, 'sendTransfer', {
          recipientAddress: 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4',
          amount: '1000',
        }),
      ),
    ).toBe(-32602)
    expect(
      await code(
        handleBitcoinRequest(signer, 'sendTransfer', {
          recipientAddress: B(6).address,
          amount: '99999999999999',
        }),
      ),
    ).toBe(-32602)
    expect(await code(handleBitcoinRequest(signer, 'eth_sign', {}))).toBe(4200)
    expect(await code(handleBitcoinRequest(signer, 'signMessage', []))).toBe(-32602)
  })
})
