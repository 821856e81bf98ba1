// Issue 40 item 9: the balance follows an incoming transaction while Account is open — the header and the
// Tokens tab show what the chain holds without the visitor reopening the modal (the cache is 30 s).
import { createWalletClient, http, parseEther } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, inject, test } from 'vitest'
import { account, chainClient, shownNativeBalance } from './devnetChain'
import { startJourney } from './journey'
import { connectTestWallet, dialog } from './sandboxPage'

describe('the balance follows incoming funds (issue 40 item 9)', () => {
  test('anvil sends 10 ETH to the connected account while Account is open: header and Tokens change', async () => {
    const a = account(6)
    const j = await startJourney({ query: '?account=6&solana=0&bitcoin=0' })
    await connectTestWallet(j.page, a.address)
    const modal = dialog(j.page)
    const header = modal.getByTestId('account-balance')
    const ether = modal.getByTestId('token-row').filter({ hasText: 'Ether' })
    const before = await shownNativeBalance(31337, a.address)
    await expect.poll(() => header.textContent(), { timeout: 15_000 }).toBe(`${before} ETH`)
    await expect.poll(() => ether.textContent(), { timeout: 15_000 }).toContain(`${before} ETH`)

    const sender = createWalletClient({
      account: privateKeyToAccount(account(7).privateKey),
      transport: http(inject('rpcUrls')[31337]),
    })
    const hash = await sender.sendTransaction({ to: a.address, value: parseEther('10'), chain: null })
    // anvil answers with the hash before the block that holds it is sealed: read the balance once it is.
    await chainClient(31337).waitForTransactionReceipt({ hash, pollingInterval: 100 })
    const after = await shownNativeBalance(31337, a.address)
    expect(after).not.toBe(before)

    // Without closing or reopening anything: the modal stays on Account.
    await expect.poll(() => header.textContent(), { timeout: 30_000 }).toBe(`${after} ETH`)
    await expect.poll(() => ether.textContent(), { timeout: 30_000 }).toContain(`${after} ETH`)
    // Activity lists the incoming transfer beside that balance.
    await modal.getByRole('tab', { name: 'Activity' }).click()
    await modal.getByTestId('activity-row').filter({ hasText: '10 ETH' }).first().waitFor({ timeout: 15_000 })
    expect(await header.textContent()).toBe(`${after} ETH`)
    await j.finish('balance-follows-incoming')
  })
})
