import { createPublicClient, createWalletClient, http, WaitForTransactionReceiptTimeoutError } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { DEVNET_ACCOUNTS } from './accounts'
import { pollReceipt } from './pollReceipt'
import { type AnvilNode, startAnvil } from './startAnvil'

describe('pollReceipt', () => {
  let node: AnvilNode
  beforeAll(async () => {
    node = await startAnvil({ chainId: 31337 })
  }, 60_000)
  afterAll(() => node?.stop())

  test('finds a mined transaction without any later block, and times out on a hash that never mines', async () => {
    const client = createPublicClient({ transport: http(node.rpcUrl) })
    const wallet = createWalletClient({
      account: privateKeyToAccount(DEVNET_ACCOUNTS[3]!.privateKey),
      transport: http(node.rpcUrl),
    })
    const hash = await wallet.sendTransaction({ chain: null, to: DEVNET_ACCOUNTS[4]!.address, value: 1n })
    const receipt = await pollReceipt(client, hash)
    expect(receipt.status).toBe('success')
    expect(receipt.blockNumber).toBe(await client.getBlockNumber())
    await expect(pollReceipt(client, `0x${'12'.repeat(32)}`, { timeoutMs: 200 })).rejects.toBeInstanceOf(
      WaitForTransactionReceiptTimeoutError,
    )
  })
})
