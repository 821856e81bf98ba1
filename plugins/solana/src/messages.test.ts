import { createAirlock, createMemoryBackend } from '@airlock/kernel'
import { expect, test } from 'vitest'
import {
  SolanaConnectorNotFoundError,
  SolanaInvalidTransferError,
  SolanaTransactionExpiredError,
} from './errors'
import { SOLANA_EN, SOLANA_MESSAGES } from './messages'
import { solanaDevnet } from './networks/networks'
import { solana } from './plugin'

test('the plugin contributes its catalogue with its implementation, once; its errors carry the catalogue texts (spec §5 text exact)', async () => {
  const airlock = createAirlock({
    projectId: 'p',
    metadata: { name: 'a', description: '', url: 'http://127.0.0.1', icons: [] },
    storage: createMemoryBackend(),
    logLevel: 'silent',
    plugins: [solana({ networks: [solanaDevnet], walletStandard: false })],
  })
  await airlock.ready
  const solanaCatalogues = () =>
    airlock.get((s) => s.contributions('messages')).filter((c) => c.namespace === 'solana').length
  // Out of the page's initial JS: only the implementation's code shows these texts.
  expect(solanaCatalogues()).toBe(0)
  const adapter = airlock.get((s) => s.connection.adapter('solana'))!
  for (let call = 0; call < 2; call++)
    await expect(adapter.connect({ connectorId: 'no-such-wallet' })).rejects.toBeInstanceOf(
      SolanaConnectorNotFoundError,
    )
  expect(solanaCatalogues()).toBe(1)
  expect(SOLANA_EN.invalidSend).toBe('Please enter a valid amount and receiver address')
  expect(new SolanaInvalidTransferError('x').shortMessage).toBe(SOLANA_EN.invalidSend)
  expect(new SolanaTransactionExpiredError().shortMessage).toBe(SOLANA_EN.transactionExpired)
  await airlock.destroy()
})

test('Spanish and Arabic are lazy chunks translating every key', async () => {
  for (const load of [SOLANA_MESSAGES.locales?.es, SOLANA_MESSAGES.locales?.ar]) {
    if (!load) throw new Error('a locale chunk is missing')
    const { default: texts } = (await load()) as { default: Record<string, string> }
    expect(Object.keys(texts).sort()).toEqual(Object.keys(SOLANA_EN).sort())
    for (const [key, text] of Object.entries(texts))
      expect(text).not.toBe(SOLANA_EN[key as keyof typeof SOLANA_EN])
  }
})
