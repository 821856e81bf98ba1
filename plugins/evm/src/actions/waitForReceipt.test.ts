// waitForReceipt against the devnet's anvil, through a transport that plays a node whose block number stops
// moving after the transaction and whose receipt is not readable at first (what anvil's automine can show
// on a loaded machine): viem's block-driven wait alone would wait out its timeout.
import { DEVNET_ACCOUNTS } from '@airlock/devnet'
import { createPublicClient, createWalletClient, custom, http } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { expect, inject, test } from 'vitest'
import { waitForReceipt } from './waitForReceipt'

const rpcUrl = inject('rpcUrls')[31337] ?? ''

test('finds the receipt by reading it when no new block comes after the transaction', async () => {
  const wallet = createWalletClient({
    account: privateKeyToAccount(DEVNET_ACCOUNTS[5]!.privateKey),
    transport: http(rpcUrl),
  })
  const hash = await wallet.sendTransaction({ chain: null, to: DEVNET_ACCOUNTS[6]!.address, value: 1n })
  const node = createPublicClient({ transport: http(rpcUrl) })
  const frozenBlock = await node.request({ method: 'eth_blockNumber' })
  const readableAfter = Date.now() + 300
  const client = createPublicClient({
    pollingInterval: 100,
    transport: custom({
      async request({ method, params }) {
        if (method === 'eth_blockNumber') return frozenBlock
        if (method === 'eth_getTransactionReceipt' && Date.now() < readableAfter) return null
        return node.request({ method, params } as never)
      },
    }),
  })
  const receipt = await waitForReceipt(client, hash, { timeoutMs: 20_000, pollMs: 500 })
  expect(receipt.transactionHash).toBe(hash)
  expect(receipt.status).toBe('success')
})
