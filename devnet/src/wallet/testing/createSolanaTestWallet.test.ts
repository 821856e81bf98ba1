// The Solana Wallet Standard test wallet made in Node: features it offers, its gate and log, SIWS without a
// page. Nothing is sent, so no node is needed.
import { ed25519 } from '@noble/curves/ed25519'
import { describe, expect, test } from 'vitest'
import { DEVNET_SOLANA_ACCOUNTS } from '../../solana/solanaAccounts'
import { createSolanaTestWallet } from './createSolanaTestWallet'

const account = DEVNET_SOLANA_ACCOUNTS[0]!
const chains = [{ chain: 'solana:localnet' as const, rpcUrl: 'http://127.0.0.1:9' }]
type Connect = {
  connect(input?: { silent?: boolean }): Promise<{ accounts: readonly { address: string }[] }>
}
type SignMessage = {
  signMessage(...inputs: { account: unknown; message: Uint8Array }[]): Promise<{ signature: Uint8Array }[]>
}
type SignIn = { signIn(...inputs: object[]): Promise<{ signedMessage: Uint8Array }[]> }

describe('createSolanaTestWallet', () => {
  test('offers every feature by default; signAndSend and signIn can be left out', () => {
    const full = createSolanaTestWallet({ accounts: [account.secretKey], chains, name: 'Full' })
    expect(full.name).toBe('Full')
    expect(Object.keys(full.features)).toEqual(
      expect.arrayContaining(['solana:signAndSendTransaction', 'solana:signIn', 'solana:signTransaction']),
    )
    const signing = createSolanaTestWallet({
      accounts: [account.secretKey],
      chains,
      signAndSend: false,
      signIn: false,
    })
    expect(Object.keys(signing.features)).not.toContain('solana:signAndSendTransaction')
    expect(Object.keys(signing.features)).not.toContain('solana:signIn')
    expect(Object.keys(signing.features)).toContain('solana:signMessage')
  })

  test('connect goes through the gate: rejected with 4001, then approved; the log has the prompts', async () => {
    const wallet = createSolanaTestWallet({ accounts: [account.secretKey], chains, mode: 'reject' })
    const connect = wallet.features['standard:connect'] as Connect
    await expect(connect.connect()).rejects.toMatchObject({ code: 4001 })
    wallet.gate.mode = 'approve'
    expect((await connect.connect()).accounts.map((a) => a.address)).toEqual([account.address])
    expect(await connect.connect({ silent: true })).toMatchObject({
      accounts: [{ address: account.address }],
    })
    expect(wallet.log.map((entry) => entry.method)).toEqual(['standard:connect', 'standard:connect'])
  })

  test('signs a message with the account key; signs in without a page (host localhost)', async () => {
    const wallet = createSolanaTestWallet({ accounts: [account.secretKey], chains })
    await (wallet.features['standard:connect'] as Connect).connect()
    const message = new TextEncoder().encode('hello')
    const [signed] = await (wallet.features['solana:signMessage'] as SignMessage).signMessage({
      account: wallet.accounts[0],
      message,
    })
    expect(
      ed25519.verify(
        Uint8Array.from(signed!.signature),
        message,
        Uint8Array.from(wallet.accounts[0]!.publicKey),
      ),
    ).toBe(true)
    const [signIn] = await (wallet.features['solana:signIn'] as SignIn).signIn({ nonce: 'abc12345' })
    expect(new TextDecoder().decode(signIn!.signedMessage)).toMatch(
      /^localhost wants you to sign in with your Solana account:\n/,
    )
  })
})
