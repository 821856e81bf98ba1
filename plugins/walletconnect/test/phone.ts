// The wallet side of the tests: a @walletconnect/sign-client "phone" through the devnet relay, approving
// proposals with the namespaces the test gives and answering requests with the test's handler.
import { createMemoryStorage } from '@airlock/testing'
import { SignClient } from '@walletconnect/sign-client'
import type { SessionTypes } from '@walletconnect/types'

/** A phone wallet: its client and what it should do next. */
export interface Phone {
  client: InstanceType<typeof SignClient>
  /** The namespaces approved for the next proposal (from the proposal's required/optional ones). */
  approve: (
    proposed: Record<string, { chains?: string[]; methods: string[]; events: string[] }>,
  ) => SessionTypes.Namespaces | 'reject'
  /** Answers a session request. */
  respond: (request: { method: string; params: unknown; chainId: string }) => Promise<unknown>
  /** Pairs with a URI (as scanning the QR code does). */
  pair(uri: string): Promise<void>
  close(): Promise<void>
}

/** Starts a phone wallet on the relay. */
export async function startPhone(relayUrl: string, projectId = 'airlock-test'): Promise<Phone> {
  const client = await SignClient.init({
    projectId,
    relayUrl,
    metadata: { name: 'Phone wallet', description: 'devnet phone', url: 'http://127.0.0.1', icons: [] },
    storage: createMemoryStorage().keyValue(),
    customStoragePrefix: `phone-${Math.random().toString(36).slice(2)}`,
    logger: 'silent',
    telemetryEnabled: false,
  })
  const phone: Phone = {
    client,
    approve: () => 'reject',
    respond: async () => null,
    pair: async (uri) => {
      await client.core.pairing.pair({ uri })
    },
    close: async () => {
      await client.core.relayer.transportClose().catch(() => undefined)
    },
  }
  client.on('session_proposal', async ({ id, params }) => {
    const decision = phone.approve({ ...params.requiredNamespaces, ...params.optionalNamespaces })
    if (decision === 'reject') {
      await client.reject({ id, reason: { code: 5000, message: 'User rejected.' } })
      return
    }
    await client.approve({ id, namespaces: decision })
  })
  client.on('session_request', async ({ id, topic, params }) => {
    try {
      const result = await phone.respond({ ...params.request, chainId: params.chainId })
      await client.respond({ topic, response: { id, jsonrpc: '2.0', result } })
    } catch (error) {
      const { code = 5000, message = 'User rejected.' } = error as { code?: number; message?: string }
      await client.respond({ topic, response: { id, jsonrpc: '2.0', error: { code, message } } })
    }
  })
  return phone
}
