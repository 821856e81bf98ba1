// The EIP-1193 test wallet made in Node: the controls tests of other packages rely on. No chain is needed:
// signing is local and nothing here is forwarded.
import { toHex, verifyMessage } from 'viem'
import { describe, expect, test } from 'vitest'
import { DEVNET_ACCOUNTS } from '../../chain/accounts'
import { createTestWalletProvider } from './createTestWalletProvider'

const rpcUrls = { 31337: 'http://127.0.0.1:9', 31338: 'http://127.0.0.1:9' }
const [first, second] = [DEVNET_ACCOUNTS[0]!, DEVNET_ACCOUNTS[1]!]

describe('createTestWalletProvider', () => {
  test('signs personal_sign for real once connected and keeps the signed text', async () => {
    const wallet = createTestWalletProvider({ accounts: [first.privateKey], rpcUrls })
    expect(await wallet.request({ method: 'eth_accounts' })).toEqual([])
    expect(await wallet.request({ method: 'eth_requestAccounts' })).toEqual([first.address])
    const signature = await wallet.request({
      method: 'personal_sign',
      params: [toHex('hello'), first.address],
    })
    expect(
      await verifyMessage({
        address: first.address,
        message: 'hello',
        signature: signature as `0x${string}`,
      }),
    ).toBe(true)
    expect(wallet.signedMessages).toEqual(['hello'])
    expect(wallet.calls).toEqual(['eth_accounts', 'eth_requestAccounts', 'personal_sign'])
  })

  test('connected: true answers eth_accounts at once; setConnected(false) forgets the site silently', async () => {
    const wallet = createTestWalletProvider({ accounts: [first.privateKey], rpcUrls, connected: true })
    const seen: unknown[] = []
    wallet.on('accountsChanged', (accounts) => seen.push(accounts))
    expect(await wallet.request({ method: 'eth_accounts' })).toEqual([first.address])
    wallet.setConnected(false)
    expect(await wallet.request({ method: 'eth_accounts' })).toEqual([])
    expect(seen).toEqual([])
  })

  test('rejectNext fails only the next prompt, with 4001 or the code given', async () => {
    const wallet = createTestWalletProvider({ accounts: [first.privateKey], rpcUrls, connected: true })
    wallet.rejectNext(5000)
    await expect(
      wallet.request({ method: 'personal_sign', params: ['0x01', first.address] }),
    ).rejects.toMatchObject({
      code: 5000,
    })
    wallet.rejectNext()
    await expect(
      wallet.request({ method: 'personal_sign', params: ['0x01', first.address] }),
    ).rejects.toMatchObject({
      code: 4001,
    })
    await expect(
      wallet.request({ method: 'personal_sign', params: ['0x01', first.address] }),
    ).resolves.toMatch(/^0x/)
    expect(wallet.signedMessages).toEqual(['\u0001'])
  })

  test('a forgotten chain answers 4902 until wallet_addEthereumChain adds it back (and switches to it)', async () => {
    const wallet = createTestWalletProvider({ accounts: [first.privateKey], rpcUrls, chainId: 31337 })
    wallet.forgetChain(31338)
    const switchTo = { method: 'wallet_switchEthereumChain', params: [{ chainId: toHex(31338) }] }
    await expect(wallet.request(switchTo)).rejects.toMatchObject({ code: 4902 })
    await wallet.request({
      method: 'wallet_addEthereumChain',
      params: [{ chainId: toHex(31338), rpcUrls: ['http://127.0.0.1:9'] }],
    })
    expect(wallet.chainId).toBe(31338)
  })

  test('emit reaches the listeners as it is; listenerCount follows on/removeListener', () => {
    const wallet = createTestWalletProvider({ accounts: [first.privateKey, second.privateKey], rpcUrls })
    const seen: unknown[] = []
    const listener = (chainId: unknown) => seen.push(chainId)
    wallet.on('chainChanged', listener)
    expect(wallet.listenerCount('chainChanged')).toBe(1)
    wallet.emit('chainChanged', '0x1')
    expect(seen).toEqual(['0x1'])
    expect(wallet.chainId).toBe(31337)
    wallet.removeListener('chainChanged', listener)
    expect(wallet.listenerCount('chainChanged')).toBe(0)
  })

  test('manual mode holds a prompt until the test decides; switchAccount changes the signing account', async () => {
    const wallet = createTestWalletProvider({ accounts: [first.privateKey, second.privateKey], rpcUrls })
    await wallet.request({ method: 'eth_requestAccounts' })
    wallet.gate.mode = 'manual'
    expect(wallet.switchAccount(1)).toBe(second.address)
    expect(wallet.account.address).toBe(second.address)
    const signing = wallet.request({ method: 'personal_sign', params: [toHex('later'), second.address] })
    await expect.poll(() => wallet.gate.pending().map((r) => r.method)).toEqual(['personal_sign'])
    expect(wallet.signedMessages).toEqual([])
    wallet.gate.decide(true)
    await signing
    expect(wallet.signedMessages).toEqual(['later'])
  })

  test('with no accounts given it makes a fresh key', () => {
    const a = createTestWalletProvider({ rpcUrls })
    const b = createTestWalletProvider({ rpcUrls })
    expect(a.address).not.toBe(b.address)
  })
})
