/** A stored oidc-provider model payload (codes, tokens, sessions, grants, interactions). */
type Payload = Record<string, unknown> & { grantId?: string; uid?: string; userCode?: string }

interface Entry {
  payload: Payload
  /** Epoch ms after which the entry is gone; undefined = never. */
  expiresAt: number | undefined
}

/** The adapter interface oidc-provider calls (one instance per model name). */
export interface OidcAdapter {
  upsert(id: string, payload: Payload, expiresIn?: number): Promise<void>
  find(id: string): Promise<Payload | undefined>
  findByUserCode(userCode: string): Promise<Payload | undefined>
  findByUid(uid: string): Promise<Payload | undefined>
  consume(id: string): Promise<void>
  destroy(id: string): Promise<void>
  revokeByGrantId(grantId: string): Promise<void>
}

/**
 * An in-memory storage for ONE issuer, as an oidc-provider adapter class. oidc-provider's own memory
 * adapter keeps one module-wide store shared by every Provider in the process; the devnet runs six
 * issuers side by side, each of which must know only its own codes and tokens.
 */
export function createMemoryAdapter(now: () => number = Date.now): new (model: string) => OidcAdapter {
  const store = new Map<string, Entry>()
  const get = (key: string): Payload | undefined => {
    const entry = store.get(key)
    if (!entry) return undefined
    if (entry.expiresAt !== undefined && entry.expiresAt <= now()) {
      store.delete(key)
      return undefined
    }
    return entry.payload
  }
  return class MemoryAdapter implements OidcAdapter {
    constructor(private readonly model: string) {}

    private key(id: string): string {
      return `${this.model}:${id}`
    }

    async upsert(id: string, payload: Payload, expiresIn?: number): Promise<void> {
      const expiresAt = typeof expiresIn === 'number' ? now() + expiresIn * 1000 : undefined
      store.set(this.key(id), { payload: { ...payload }, expiresAt })
    }

    async find(id: string): Promise<Payload | undefined> {
      return get(this.key(id))
    }

    async findByUserCode(userCode: string): Promise<Payload | undefined> {
      for (const [key, entry] of store)
        if (key.startsWith(`${this.model}:`) && entry.payload.userCode === userCode) return get(key)
      return undefined
    }

    async findByUid(uid: string): Promise<Payload | undefined> {
      for (const [key, entry] of store)
        if (key.startsWith(`${this.model}:`) && entry.payload.uid === uid) return get(key)
      return undefined
    }

    async consume(id: string): Promise<void> {
      const payload = get(this.key(id))
      if (payload) payload.consumed = Math.floor(now() / 1000)
    }

    async destroy(id: string): Promise<void> {
      store.delete(this.key(id))
    }

    async revokeByGrantId(grantId: string): Promise<void> {
      for (const [key, entry] of store) if (entry.payload.grantId === grantId) store.delete(key)
    }
  }
}
