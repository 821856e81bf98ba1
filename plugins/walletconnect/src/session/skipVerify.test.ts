// SDK facts the plugin depends on, checked against the real SDK so that an upgrade that breaks one fails here:
// session proposals go through `core.verify.register` (so skipVerify keeps the browser from loading the
// verify.walletconnect.org iframe), and the relay client's heartbeat beats every 5 s (spec §9).
import { createMemoryStorage } from '@airlock/testing'
import { SignClient } from '@walletconnect/sign-client'
import { expect, inject, test, vi } from 'vitest'
import { HEARTBEAT_INTERVAL_MS } from '../constants'
import { skipVerify } from './skipVerify'

const probeClient = (name: string) =>
  SignClient.init({
    projectId: 'airlock-test',
    relayUrl: inject('relayUrl'),
    metadata: { name, description: '', url: 'http://127.0.0.1', icons: [] },
    storage: createMemoryStorage().keyValue(),
    customStoragePrefix: name.replace(' ', '-'),
    logger: 'silent',
    telemetryEnabled: false,
  })

test('proposals ask core.verify.register, which skipVerify answers with an empty attestation', async () => {
  const client = await probeClient('verify probe')
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

test("the relay client's heartbeat is the spec's 5 s (the SDK's own pulse; the plugin sets no other) [spec 9.7]", async () => {
  const client = await probeClient('heartbeat probe')
  try {
    // @walletconnect/heartbeat keeps its interval in seconds.
    expect(client.core.heartbeat.interval * 1000).toBe(HEARTBEAT_INTERVAL_MS)
    const pulse = vi.fn()
    client.core.heartbeat.on('heartbeat_pulse', pulse)
    await vi.waitFor(() => expect(pulse).toHaveBeenCalled(), { timeout: HEARTBEAT_INTERVAL_MS * 3 })
  } finally {
    await client.core.relayer.transportClose().catch(() => undefined)
  }
})
