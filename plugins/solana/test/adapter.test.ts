import './connectorTypes'
// The Solana adapter against the devnet Solana node: connect a Wallet Standard wallet built from devnet seed
// keys, read balances, send SOL and an SPL token (the receiver's associated token account created), a
// refusal, and switching between configured networks.
import { DEVNET_SOLANA_ACCOUNTS, DEVNET_SOLANA_MINTS } from '@airlock/devnet'
import { type Connector, SignatureDeclinedError } from '@airlock/kernel'
import { address, createSolanaRpc, generateKeyPairSigner } from '@solana/kit'
import { findAssociatedTokenPda } from '@solana-program/token'
import { afterEach, describe, expect, inject, test } from 'vitest'
import { solanaDevnet } from '../src/networks/networks'
import type { SolanaProvider } from '../src/types'
import { adapterWith, localNetwork, prompts, testWallet } from './setup'

const local = localNetwork(inject('solanaRpcUrl'), inject('solanaWsUrl'))
const rpc = createSolanaRpc(inject('solanaRpcUrl'))
// Accounts 2 and 5: used by no other test file of this project.
const sender = DEVNET_SOLANA_ACCOUNTS[2]!
const other = DEVNET_SOLANA_ACCOUNTS[5]!
const usdc = DEVNET_SOLANA_MINTS.usdc

const cleanups: (() => void)[] = []
afterEach(() => {
  for (const c of cleanups.splice(0)) c()
})

async function connected(chains: `solana:${string}`[] = ['solana:localnet']) {
  const wallet = testWallet({ secretKeys: [sender.secretKey], chains })
  const setup = adapterWith([wallet], { networks: [local, solanaDevnet] })
  cleanups.push(setup.stop, () => setup.adapter.dispose())
  const result = await setup.adapter.connect({ connectorId: 'solana:Test Solana Wallet' })
  return { ...setup, wallet, result }
}

async function lamportsOf(owner: string) {
  return (await rpc.getBalance(address(owner), { commitment: 'confirmed' }).send()).value
}

describe('the Solana adapter on the devnet node', () => {
  test('[spec 9.16] lists the wallet as one ANNOUNCED solana connector and connects its eoa account on the local network', async () => {
    const { adapter, result, wallet } = await connected()
    expect(adapter.connectors).toEqual([
      expect.objectContaining({ id: 'solana:Test Solana Wallet', type: 'ANNOUNCED', namespaces: ['solana'] }),
    ])
    expect(result).toEqual({
      address: sender.address,
      chainId: local.id,
      accounts: [{ address: sender.address, type: 'eoa' }],
    })
    expect(adapter.connection?.caipNetworkId).toBe(local.caipNetworkId)
    expect(prompts(wallet)).toEqual(['standard:connect'])
  })

  test("restores another plugin's connector through its provider at once, without waiting for a Wallet Standard wallet", async () => {
    // reconnectWaitMs is an hour: waiting for a Wallet Standard wallet first would time the test out.
    const setup = adapterWith([], { networks: [local], reconnectWaitMs: 3_600_000 })
    cleanups.push(setup.stop, () => setup.adapter.dispose())
    const calls: string[] = []
    const provider: SolanaProvider = {
      connect: async (options) => {
        calls.push(options?.silent ? 'connect:silent' : 'connect')
        return [sender.address]
      },
      chains: () => [],
    }
    const connector: Connector = {
      id: 'embedded',
      name: 'Email',
      type: 'AUTH',
      namespaces: ['eip155', 'solana'],
      getProvider: async <N extends string>(namespace: N) => {
        if (namespace !== 'solana') throw new Error(`no ${namespace} provider here`)
        return provider as never
      },
    }
    const result = await setup.adapter.reconnect?.({ connectorId: 'embedded', connector, network: local })
    expect(result?.address).toBe(sender.address)
    expect(calls).toEqual(['connect:silent'])
    expect(setup.adapter.connection?.connectorId).toBe('embedded')
  })

  test('reads the native balance in SOL', async () => {
    const { adapter } = await connected()
    const lamports = await lamportsOf(other.address)
    const { balance, symbol } = await adapter.getBalance({ address: other.address, network: local })
    expect(symbol).toBe('SOL')
    expect(balance).toBe(
      `${lamports / 1_000_000_000n}${lamports % 1_000_000_000n ? `.${(lamports % 1_000_000_000n).toString().padStart(9, '0').replace(/0+$/, '')}` : ''}`,
    )
  })

  test('sends SOL: fee from the node, the receiver gains the amount, the transaction confirms', async () => {
    const { adapter, requests } = await connected()
    const before = await lamportsOf(other.address)
    const prepared = await adapter.prepareTransfer({
      to: other.address,
      amount: 250_000_000n,
      network: local,
      address: sender.address,
    })
    expect(await adapter.estimateFee(prepared)).toEqual({ amount: 5000n, decimals: 9, symbol: 'SOL' })
    const signature = await adapter.sendTransfer(prepared)
    expect(await adapter.waitForTransaction({ hash: signature, network: local })).toBe('confirmed')
    expect((await lamportsOf(other.address)) - before).toBe(250_000_000n)
    expect(requests).toEqual(['solana_signTransaction'])
  })

  test('sends an SPL token to a new receiver: its associated token account is created', async () => {
    const { adapter } = await connected()
    const receiver = (await generateKeyPairSigner()).address
    const token = { address: `${local.caipNetworkId}:${usdc.address}`, decimals: 6 }
    const prepared = await adapter.prepareTokenTransfer({
      to: receiver,
      amount: 12_500_000n,
      token,
      network: local,
      address: sender.address,
    })
    expect((prepared.data as { createsTokenAccount: boolean }).createsTokenAccount).toBe(true)
    const signature = await adapter.sendTransfer(prepared)
    expect(await adapter.waitForTransaction({ hash: signature, network: local })).toBe('confirmed')
    const [ata] = await findAssociatedTokenPda({
      owner: receiver,
      mint: usdc.address,
      tokenProgram: address('TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA'),
    })
    const balance = await rpc.getTokenAccountBalance(ata, { commitment: 'confirmed' }).send()
    expect(balance.value.amount).toBe('12500000')

    // A second transfer to the same receiver needs no new account.
    const again = await adapter.prepareTokenTransfer({
      to: receiver,
      amount: 1n,
      token,
      network: local,
      address: sender.address,
    })
    expect((again.data as { createsTokenAccount: boolean }).createsTokenAccount).toBe(false)
  })

  test('a refusal in the wallet is "Signature declined"; nothing is sent', async () => {
    const { adapter, wallet } = await connected()
    const before = await lamportsOf(other.address)
    const prepared = await adapter.prepareTransfer({
      to: other.address,
      amount: 1000n,
      network: local,
      address: sender.address,
    })
    wallet.gate.mode = 'reject'
    const error = await adapter.sendTransfer(prepared).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(SignatureDeclinedError)
    expect((error as Error & { shortMessage: string }).shortMessage).toBe('Signature declined')
    await expect(adapter.signMessage({ message: 'hi', address: sender.address })).rejects.toThrow(
      'Signature declined',
    )
    expect(await lamportsOf(other.address)).toBe(before)
  })

  test("an invalid receiver or amount is the spec's Solana send failure [spec 5.7]", async () => {
    const { adapter } = await connected()
    for (const params of [
      { to: 'not-an-address', amount: 1n },
      { to: other.address, amount: 0n },
    ]) {
      await expect(
        adapter.prepareTransfer({ ...params, network: local, address: sender.address }),
      ).rejects.toThrow('Please enter a valid amount and receiver address')
    }
  })

  test('switches between configured networks the wallet serves, and refuses one it does not', async () => {
    const both = await connected(['solana:localnet', 'solana:devnet'])
    await both.adapter.switchNetwork({ network: solanaDevnet })
    expect(both.adapter.connection?.caipNetworkId).toBe('solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1')
    expect(both.events).toEqual([`chain:${solanaDevnet.id}`])
    await both.adapter.switchNetwork({ network: local })
    expect(both.events.at(-1)).toBe(`chain:${local.id}`)

    const localOnly = await connected()
    await expect(localOnly.adapter.switchNetwork({ network: solanaDevnet })).rejects.toThrow(
      'Chain is not supported',
    )
    expect(localOnly.adapter.connection?.caipNetworkId).toBe(local.caipNetworkId)
  })

  test('signs a message (base58 ed25519 signature) and signs in through the SIWS fallback', async () => {
    const { adapter, requests } = await connected()
    const signature = await adapter.signMessage({ message: 'hello', address: sender.address })
    expect(signature).toMatch(/^[1-9A-HJ-NP-Za-km-z]{86,88}$/)
    const signIn = await adapter.signIn({ domain: 'app.example', nonce: 'abc12345' })
    expect(new TextDecoder().decode(signIn.signedMessage)).toBe(
      `app.example wants you to sign in with your Solana account:\n${sender.address}\n\nNonce: abc12345`,
    )
    expect(signIn.signature).toHaveLength(64)
    expect(requests).toEqual(['solana_signMessage', 'solana_signIn'])
  })

  test('reports account changes and a wallet that drops every account', async () => {
    const { adapter, wallet, events } = await connected()
    wallet.disconnect()
    expect(events).toEqual(['accounts:0'])
    expect(adapter.connection).toBeUndefined()
  })
})
