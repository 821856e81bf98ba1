import { ed25519 } from '@noble/curves/ed25519'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEVNET_SOLANA_ACCOUNTS } from '../../solana/solanaAccounts'
import { DEVNET_SOLANA_WALLET_CHAIN } from '../../solana/solanaConstants'
import { type SolanaNode, startSolanaNode } from '../../solana/startSolanaNode'
import { solanaBalance, unsignedTransfer } from '../testing/solanaTransfer'
import { ACCEPTED_COMMITMENTS, hasReached, normalizeCommitment } from './commitment'
import { createSolanaSigner, parseSendOptions, type SolanaSigner } from './createSolanaSigner'
import { fromBase58 } from './encoding'
import { solanaRpc } from './solanaRpc'
import { parseWireTransaction } from './wireTransaction'

const [A0, A1, A2] = [DEVNET_SOLANA_ACCOUNTS[0]!, DEVNET_SOLANA_ACCOUNTS[1]!, DEVNET_SOLANA_ACCOUNTS[2]!]
let node: SolanaNode
let signer: SolanaSigner

beforeAll(async () => {
  // Short slots: finalized (6 slots after inclusion) comes within a few hundred milliseconds.
  node = await startSolanaNode({ slotMs: 30, confirmDelayMs: 10 })
  signer = createSolanaSigner({
    secretKey: A0.secretKey,
    rpcUrls: { [DEVNET_SOLANA_WALLET_CHAIN]: node.rpcUrl },
    wait: { intervalMs: 20 },
  })
})

afterAll(() => node?.stop())

async function statusOf(signature: string): Promise<{ confirmationStatus: string; err: unknown } | null> {
  const { value } = await solanaRpc<{ value: Array<{ confirmationStatus: string; err: unknown } | null> }>(
    node.rpcUrl,
    'getSignatureStatuses',
    [[signature]],
  )
  return value[0] ?? null
}

describe('commitment names (spec §5)', () => {
  it('maps the legacy names to processed/confirmed/finalized and refuses others', () => {
    expect(ACCEPTED_COMMITMENTS).toEqual([
      'processed',
      'confirmed',
      'finalized',
      'recent',
      'single',
      'singleGossip',
      'root',
      'max',
    ])
    expect(ACCEPTED_COMMITMENTS.map(normalizeCommitment)).toEqual([
      'processed',
      'confirmed',
      'finalized',
      'processed',
      'confirmed',
      'confirmed',
      'finalized',
      'finalized',
    ])
    expect(normalizeCommitment('toString')).toBeUndefined()
    expect(hasReached('finalized', 'confirmed')).toBe(true)
    expect(hasReached('processed', 'confirmed')).toBe(false)
    expect(hasReached(null, 'processed')).toBe(false)
    expect(
      parseSendOptions({ commitment: 'max', preflightCommitment: 'recent', skipPreflight: true }),
    ).toEqual({ commitment: 'finalized', preflightCommitment: 'processed', skipPreflight: true })
    expect(() => parseSendOptions({ commitment: 'fast' })).toThrow(
      expect.objectContaining({ code: -32602, message: 'Invalid commitment: fast' }),
    )
  })
})

describe('Solana signer on the devnet node', () => {
  it('derives the devnet seed account and signs messages that verify with ed25519', () => {
    expect(signer.address).toBe(A0.address)
    const message = new TextEncoder().encode('hello from the test wallet')
    expect(ed25519.verify(signer.signMessage(message), message, A0.publicKey)).toBe(true)
  })

  it('signs an app-built transaction in its own slot and refuses one it is not a signer of', async () => {
    for (const version of ['legacy', 0] as const) {
      const wire = await unsignedTransfer({
        rpcUrl: node.rpcUrl,
        from: A0.address,
        to: A1.address,
        lamports: 1n,
        version,
      })
      const tx = parseWireTransaction(signer.signTransaction(wire))
      expect(tx.version).toBe(version)
      expect(ed25519.verify(tx.signatures[0]!, tx.message, A0.publicKey)).toBe(true)
    }
    const foreign = await unsignedTransfer({
      rpcUrl: node.rpcUrl,
      from: A1.address,
      to: A0.address,
      lamports: 1n,
    })
    expect(() => signer.signTransaction(foreign)).toThrow(expect.objectContaining({ code: -32602 }))
    expect(() => signer.signTransaction(new Uint8Array([1, 2, 3]))).toThrow(
      expect.objectContaining({ code: -32602 }),
    )
  })

  it.each(ACCEPTED_COMMITMENTS)('signs and sends, resolving once the transfer is %s', async (name) => {
    const before = await solanaBalance(node.rpcUrl, A2.address)
    // A different amount per commitment: two identical transfers under one blockhash would be one
    // transaction (same signature), refused by the node as already processed.
    const lamports = 1234n + BigInt(ACCEPTED_COMMITMENTS.indexOf(name))
    const wire = await unsignedTransfer({
      rpcUrl: node.rpcUrl,
      from: A0.address,
      to: A2.address,
      lamports,
    })
    const signature = await signer.signAndSendTransaction(
      wire,
      DEVNET_SOLANA_WALLET_CHAIN,
      parseSendOptions({ commitment: name }),
    )
    expect(fromBase58(signature)).toHaveLength(64)
    const status = await statusOf(signature)
    expect(status?.err).toBeNull()
    expect(hasReached(status?.confirmationStatus, normalizeCommitment(name)!)).toBe(true)
    expect(await solanaBalance(node.rpcUrl, A2.address)).toBe(before + lamports)
  })

  it('passes the node error through for a transfer that cannot land, and 4901 for an unknown chain', async () => {
    const wire = await unsignedTransfer({
      rpcUrl: node.rpcUrl,
      from: A0.address,
      to: A1.address,
      lamports: 10n ** 30n / 10n ** 12n,
    })
    await expect(signer.signAndSendTransaction(wire, DEVNET_SOLANA_WALLET_CHAIN)).rejects.toMatchObject({
      code: -32002,
      message: expect.stringMatching(/^Transaction simulation failed/),
    })
    await expect(signer.signAndSendTransaction(wire, 'solana:mainnet')).rejects.toMatchObject({ code: 4901 })
  })
})
