// Fails when an SDK upgrade stops routing session proposals through `core.verify.register` (then skipVerify
// would no longer keep the browser from loading the verify.walletconnect.org iframe).
import { memoryStorage } from '@airlock/devnet'
import { SignClient } from '@walletconnect/sign-client'
import { expect, inject, test, vi } from 'vitest'
import { skipVerify } from './skipVerify'

test('proposals ask core.verify.register, which skipVerify answers with an empty attestation', async () => {
  const client = await SignClient.init({
    projectId: 'airlock-test',
    relayUrl: inject('relayUrl'),
    metadata: { name: 'verify probe', description: '', url: 'http://127.0.0.1', icons: [] },
    storage: memoryStorage(),
    customStoragePrefix: 'verify-probe',
    logger: 'silent',
    telemetryEnabled: false,
  })
  try {
    skipVerify(client)
    const register = vi.spyOn(client.core.verify, 'register')
    const resolve = vi.spyOn(client.core.verify, 'resolve')
    const { uri, approval } = await client.connect({
      optionalNamespaces: { eip155: { chains: ['eip155:1'], methods: ['personal_sign'], events: [] } },
    })
    approval().catch(() => undefined)
    expect(uri).toMatch(/^wc:/)
    expect(register).toHaveBeenCalledOnce()
    expect(register.mock.calls[0]?.[0]).toEqual({ id: expect.any(String), decryptedId: expect.any(String) })
    await expect(register.mock.results[0]?.value).resolves.toBe('')
    await expect(client.core.verify.resolve({ attestationId: 'x' })).resolves.toBe('')
    expect(resolve).toHaveBeenCalledOnce()
  } finally {
    await client.core.relayer.transportClose().catch(() => undefined)
  }
})
