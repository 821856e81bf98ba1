import { createPublicClient, createWalletClient, http } from 'viem'
import { describe, expect, it } from 'vitest'
import { DEVNET_ACCOUNTS, DEVNET_SERVICE_ACCOUNTS } from './accounts'
import { startAnvil } from './startAnvil'

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

describe('startAnvil', () => {
  it('starts a funded node with the requested chain id on 127.0.0.1 and stops it', async () => {
    const node = await startAnvil({ chainId: 31999 })
    try {
      expect(node.rpcUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
      const client = createPublicClient({ transport: http(node.rpcUrl) })
      expect(await client.getChainId()).toBe(31999)
      expect(await client.getBalance({ address: DEVNET_ACCOUNTS[0]!.address })).toBe(10_000n * 10n ** 18n)
      // The services' accounts are funded and unlocked too (the paymaster's operator sends through anvil).
      const wallet = createWalletClient({ transport: http(node.rpcUrl) })
      const unlocked = (await wallet.getAddresses()).map((a) => a.toLowerCase())
      for (const service of DEVNET_SERVICE_ACCOUNTS) {
        expect(await client.getBalance({ address: service.address })).toBe(10_000n * 10n ** 18n)
        expect(unlocked).toContain(service.address.toLowerCase())
      }
    } finally {
      await node.stop()
    }
    expect(alive(node.pid)).toBe(false)
  })

  it('rejects with anvil output when the port is taken', async () => {
    const first = await startAnvil()
    try {
      await expect(startAnvil({ port: first.port })).rejects.toThrow(/anvil exited/)
    } finally {
      await first.stop()
    }
  })
})

describe.skipIf(process.platform !== 'linux')('startAnvil on Linux', () => {
  it('takes the node down when the process that started it is killed', async () => {
    const { spawn } = await import('node:child_process')
    const script = `import { startAnvil } from ${JSON.stringify(new URL('./startAnvil.ts', import.meta.url).pathname)}
      const node = await startAnvil(); console.log(node.pid)`
    const parent = spawn(
      process.execPath,
      ['--import', 'tsx', '--input-type=module', '-e', `${script}; setInterval(() => {}, 1000)`],
      {
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    )
    const anvilPid = await new Promise<number>((resolve) =>
      parent.stdout.once('data', (d: Buffer) => resolve(Number(d.toString().trim()))),
    )
    expect(alive(anvilPid)).toBe(true)
    const exited = new Promise((resolve) => parent.once('exit', resolve))
    parent.kill('SIGKILL')
    await exited
    for (let i = 0; i < 100 && alive(anvilPid); i++) await new Promise((r) => setTimeout(r, 20))
    expect(alive(anvilPid)).toBe(false)
  })
})
