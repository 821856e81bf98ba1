import { base58, base64 } from '@scure/base'
import { describe, expect, it } from 'vitest'
import { createSolanaProvider } from './createSolanaProvider'
import { FrameRequestError } from './FrameClient'

const SOL = 'GQXkC8NqL8YjD1k4Ku1uSi4mW3zz8VJr5sHjpz3Kzvz1'
const CHAIN = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'

/** A frame client double that records requests and answers from `answer`. */
function client(answer: (type: string, payload: unknown) => unknown) {
  const sent: { type: string; payload: unknown; timeout: boolean | undefined }[] = []
  return {
    sent,
    request: async (type: string, payload: unknown, options?: { timeout?: boolean }) => {
      sent.push({ type, payload, timeout: options?.timeout })
      return answer(type, payload)
    },
  }
}

describe('the embedded Solana provider', () => {
  it('connects with the frame account of the Solana chain; an EVM answer is no Solana account', async () => {
    const c = client((_, payload) => ({
      address: (payload as { chainId?: string } | undefined)?.chainId ? SOL : '0xabc',
    }))
    expect(await createSolanaProvider({ client: c as never, chainId: () => CHAIN }).connect()).toEqual([SOL])
    expect(c.sent[0]).toMatchObject({ type: 'GET_USER', payload: { chainId: CHAIN } })
    expect(await createSolanaProvider({ client: c as never, chainId: () => undefined }).connect()).toEqual([])
  })

  it('sends messages base58 and transactions base64 with their chain, waiting for the approval', async () => {
    const signature = new Uint8Array(64).fill(5)
    const signed = new Uint8Array([1, 2, 3])
    const c = client((_, payload) => {
      const { method } = payload as { method: string }
      if (method === 'solana_signTransaction') return { transaction: base64.encode(signed) }
      return { signature: base58.encode(signature) }
    })
    const provider = createSolanaProvider({ client: c as never, chainId: () => CHAIN })
    const message = new TextEncoder().encode('hi')
    expect(await provider.signMessage?.({ address: SOL, message })).toEqual(signature)
    const chain = { caipNetworkId: 'solana:other' }
    const tx = new Uint8Array([9, 9])
    expect(await provider.signTransaction?.({ address: SOL, transaction: tx, chain })).toEqual(signed)
    expect(
      await provider.signAndSendTransaction?.({
        address: SOL,
        transaction: tx,
        chain,
        commitment: 'confirmed',
      }),
    ).toEqual(signature)
    expect(c.sent.map((s) => s.payload)).toEqual([
      {
        method: 'solana_signMessage',
        params: { message: base58.encode(message), pubkey: SOL },
        chainId: CHAIN,
      },
      {
        method: 'solana_signTransaction',
        params: { transaction: base64.encode(tx), pubkey: SOL },
        chainId: 'solana:other',
      },
      {
        method: 'solana_signAndSendTransaction',
        params: {
          transaction: base64.encode(tx),
          pubkey: SOL,
          options: { preflightCommitment: 'confirmed' },
        },
        chainId: 'solana:other',
      },
    ])
    expect(c.sent.every((s) => s.timeout === false)).toBe(true)
  })

  it('turns a rejection in the frame into code 4001 and a malformed answer into an error', async () => {
    const rejecting = client(() => {
      throw new FrameRequestError({ message: 'User rejected the request', code: 4001 })
    })
    const provider = createSolanaProvider({ client: rejecting as never, chainId: () => CHAIN })
    await expect(provider.signMessage?.({ address: SOL, message: new Uint8Array(1) })).rejects.toMatchObject({
      code: 4001,
    })
    const malformed = createSolanaProvider({ client: client(() => ({})) as never, chainId: () => CHAIN })
    await expect(malformed.signMessage?.({ address: SOL, message: new Uint8Array(1) })).rejects.toThrow(
      'no signature',
    )
  })

  it('tells its listeners when the session ends, until they unsubscribe', () => {
    const provider = createSolanaProvider({ client: client(() => null) as never, chainId: () => CHAIN })
    const changes: unknown[] = []
    const off = provider.onChange?.((change) => changes.push(change))
    provider.signedOut()
    off?.()
    provider.signedOut()
    expect(changes).toEqual([{ disconnected: true }])
  })
})
