import { ed25519 } from '@noble/curves/ed25519'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEVNET_SOLANA_ACCOUNTS } from '../../solana/solanaAccounts'
import { DEVNET_SOLANA_CAIP_ID } from '../../solana/solanaConstants'
import { type SolanaNode, startSolanaNode } from '../../solana/startSolanaNode'
import { createSolanaSigner, type SolanaSigner } from '../solana/createSolanaSigner'
import { fromBase58, fromBase64, toBase58, toBase64 } from '../solana/encoding'
import { solanaRpc } from '../solana/solanaRpc'
import { parseWireTransaction } from '../solana/wireTransaction'
import { solanaBalance, unsignedTransfer } from '../testing/solanaTransfer'
import { handleSolanaRequest, SOLANA_WALLET_PAGE_METHODS } from './solanaRequests'

const [A0, A1, A3] = [DEVNET_SOLANA_ACCOUNTS[0]!, DEVNET_SOLANA_ACCOUNTS[1]!, DEVNET_SOLANA_ACCOUNTS[3]!]
let node: SolanaNode
let signer: SolanaSigner

beforeAll(async () => {
  node = await startSolanaNode({ slotMs: 30, confirmDelayMs: 10 })
  signer = createSolanaSigner({
    secretKey: A0.secretKey,
    rpcUrls: { [DEVNET_SOLANA_CAIP_ID]: node.rpcUrl },
    wait: { intervalMs: 20 },
  })
})

afterAll(() => node?.stop())

const transfer = (lamports: bigint, from = A0.address) =>
  unsignedTransfer({ rpcUrl: node.rpcUrl, from, to: A3.address, lamports })

function handle(method: string, params: unknown) {
  return handleSolanaRequest(signer, DEVNET_SOLANA_CAIP_ID, method, params)
}

describe('wallet page solana_* handlers', () => {
  it('offers the four methods of the WalletConnect solana namespace', () => {
    expect(SOLANA_WALLET_PAGE_METHODS).toEqual([
      'solana_signMessage',
      'solana_signTransaction',
      'solana_signAndSendTransaction',
      'solana_signAllTransactions',
    ])
  })

  it('solana_signMessage {message: base58, pubkey} → {signature: base58} that verifies', async () => {
    const message = new TextEncoder().encode('Sign in to the Node dApp')
    const result = (await handle('solana_signMessage', {
      message: toBase58(message),
      pubkey: A0.address,
    })) as {
      signature: string
    }
    expect(ed25519.verify(fromBase58(result.signature), message, A0.publicKey)).toBe(true)
  })

  it('solana_signTransaction {transaction: base64} → {signature, transaction} signed by the account', async () => {
    const wire = await transfer(1n)
    const result = (await handle('solana_signTransaction', {
      transaction: toBase64(wire),
      pubkey: A0.address,
      // AppKit also sends the legacy fields; they are ignored.
      feePayer: A0.address,
      recentBlockhash: 'ignored',
      instructions: [],
    })) as { signature: string; transaction: string }
    const tx = parseWireTransaction(fromBase64(result.transaction))
    expect(toBase58(tx.signatures[0]!)).toBe(result.signature)
    expect(ed25519.verify(tx.signatures[0]!, tx.message, A0.publicKey)).toBe(true)
    // The node accepts what the page signed.
    const sent = await solanaRpc<string>(node.rpcUrl, 'sendTransaction', [
      result.transaction,
      { encoding: 'base64' },
    ])
    expect(sent).toBe(result.signature)
  })

  it('solana_signAndSendTransaction lands on the node and waits for sendOptions.commitment (legacy names too)', async () => {
    const before = await solanaBalance(node.rpcUrl, A3.address, 'confirmed')
    const result = (await handle('solana_signAndSendTransaction', {
      transaction: toBase64(await transfer(5000n)),
      pubkey: A0.address,
      sendOptions: { commitment: 'singleGossip', preflightCommitment: 'recent' },
    })) as { signature: string }
    // Confirmed already when the answer comes: the balance at `confirmed` shows the transfer.
    expect(await solanaBalance(node.rpcUrl, A3.address, 'confirmed')).toBe(before + 5000n)
    const { value } = await solanaRpc<{ value: Array<{ confirmationStatus: string } | null> }>(
      node.rpcUrl,
      'getSignatureStatuses',
      [[result.signature]],
    )
    expect(['confirmed', 'finalized']).toContain(value[0]?.confirmationStatus)
  })

  it('solana_signAllTransactions {transactions} → {transactions} each signed', async () => {
    const wires = [await transfer(1n), await transfer(2n, A0.address)]
    const result = (await handle('solana_signAllTransactions', { transactions: wires.map(toBase64) })) as {
      transactions: string[]
    }
    expect(result.transactions).toHaveLength(2)
    for (const signed of result.transactions) {
      const tx = parseWireTransaction(fromBase64(signed))
      expect(ed25519.verify(tx.signatures[0]!, tx.message, A0.publicKey)).toBe(true)
    }
  })

  it('refuses another pubkey (4100), malformed params (-32602), bad commitments and other methods (4200)', async () => {
    await expect(
      handle('solana_signMessage', { message: '3yZe7d', pubkey: A1.address }),
    ).rejects.toMatchObject({
      code: 4100,
    })
    await expect(handle('solana_signMessage', { message: '0OIl' })).rejects.toMatchObject({ code: -32602 })
    await expect(handle('solana_signMessage', ['3yZe7d'])).rejects.toMatchObject({ code: -32602 })
    await expect(
      handle('solana_signTransaction', { transaction: toBase64(await transfer(1n, A1.address)) }),
    ).rejects.toMatchObject({
      code: -32602,
    })
    await expect(
      handle('solana_signAndSendTransaction', {
        transaction: toBase64(await transfer(1n)),
        sendOptions: { commitment: 'fast' },
      }),
    ).rejects.toMatchObject({ code: -32602, message: 'Invalid commitment: fast' })
    await expect(handle('solana_signAllTransactions', { transactions: [1] })).rejects.toMatchObject({
      code: -32602,
    })
    await expect(handle('solana_requestAccounts', {})).rejects.toMatchObject({ code: 4200 })
  })
})
