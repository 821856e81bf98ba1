// Blockhash expiry on a node of this file's own whose slots the test drives (slotMs 0): a wallet that signs
// after the blockhash expired is told so, and waiting for a signature that never lands ends when the block
// height passes the last valid one — never a poll that goes on.
import { type SolanaNode, startSolanaNode } from '@airlock/devnet'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { SolanaTransactionExpiredError } from '../src/errors'
import type { SolanaNetwork } from '../src/networks/networks'
import { adapterWith, localNetwork, testWallet } from './setup'

let node: SolanaNode
let local: SolanaNetwork
beforeAll(async () => {
  node = await startSolanaNode({ slotMs: 0 })
  local = localNetwork(node.rpcUrl, node.wsUrl)
})
afterAll(() => node?.stop())

/** A connected adapter; `whileSigning` runs while the wallet's signing prompt is open (a slow visitor). */
async function setup(whileSigning?: () => void) {
  const account = node.accounts[7]!
  const wallet = testWallet({
    secretKeys: [account.secretKey],
    onPending: (request, wallet) => {
      if (request.method !== 'standard:connect') whileSigning?.()
      wallet.gate.decide(true, request.id)
    },
  })
  const { adapter, stop } = adapterWith([wallet], { networks: [local] })
  await adapter.connect({ connectorId: 'solana:Test Solana Wallet' })
  return { adapter, account, stop }
}

test('a wallet that signs after the blockhash expired gets an expiry error, not a silent failure', async () => {
  // The user takes longer than 150 blocks to approve.
  const { adapter, account, stop } = await setup(() => node.advanceSlots(160))
  const prepared = await adapter.prepareTransfer({
    to: node.accounts[8]!.address,
    amount: 1000n,
    network: local,
    address: account.address,
  })
  const error = await adapter.sendTransfer(prepared).catch((e: unknown) => e)
  expect(error).toBeInstanceOf(SolanaTransactionExpiredError)
  expect((error as SolanaTransactionExpiredError).details).toMatch(/expired before it landed.*Sign it again/)
  stop()
  adapter.dispose()
})

test('waiting for a signature that never lands ends once the block height passes its bound', async () => {
  const { adapter, stop } = await setup()
  const never = '5'.repeat(87)
  const waiting = adapter.waitForTransaction({ hash: never, network: local })
  const outcome = waiting.then(
    () => 'settled',
    (e: unknown) => e,
  )
  // Slots come in bursts until the wait gives up (its bound is the current height + 151).
  for (let i = 0; i < 40; i++) {
    node.advanceSlots(10)
    const done = await Promise.race([outcome, new Promise((r) => setTimeout(() => r(undefined), 25))])
    if (done !== undefined) break
  }
  expect(await outcome).toBeInstanceOf(SolanaTransactionExpiredError)
  stop()
  adapter.dispose()
})

test('a transfer sent in time confirms without the node producing slots of its own', async () => {
  const { adapter, account, stop } = await setup()
  const prepared = await adapter.prepareTransfer({
    to: node.accounts[8]!.address,
    amount: 1000n,
    network: local,
    address: account.address,
  })
  const signature = await adapter.sendTransfer(prepared)
  const outcome = adapter.waitForTransaction({ hash: signature, network: local })
  // confirmed = one slot after inclusion; the node makes the inclusion slot itself.
  const settled = { done: false }
  void outcome.finally(() => {
    settled.done = true
  })
  for (let i = 0; i < 50 && !settled.done; i++) {
    node.advanceSlots(1)
    await new Promise((r) => setTimeout(r, 20))
  }
  expect(await outcome).toBe('confirmed')
  stop()
  adapter.dispose()
})
