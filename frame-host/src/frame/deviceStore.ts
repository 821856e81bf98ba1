// The frame origin's IndexedDB: the device share, wrapped by a non-extractable AES-GCM key that also
// lives there (script can use it, never export it), and the session token on http deployments.
const DB_NAME = 'airlock-frame'
const STORE = 'kv'

function open(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, 1)
    request.onupgradeneeded = () => request.result.createObjectStore(STORE)
    request.onsuccess = () => resolve(request.result)
    request.onerror = () => reject(request.error)
  })
}

// When the browser blocks this third-party frame's IndexedDB (e.g. third-party storage blocked), the
// values live in memory for this page only: the visitor then unlocks with the recovery code per page.
const memory = new Map<string, unknown>()
let blocked = false

/** Whether the frame fell back to in-memory storage because IndexedDB is blocked here. */
export const storageBlocked = () => blocked

async function run<T>(mode: IDBTransactionMode, op: (store: IDBObjectStore) => IDBRequest): Promise<T> {
  if (blocked) return fallback<T>(op)
  let db: IDBDatabase
  try {
    db = await open()
  } catch {
    blocked = true
    return fallback<T>(op)
  }
  try {
    return await new Promise<T>((resolve, reject) => {
      const request = op(db.transaction(STORE, mode).objectStore(STORE))
      request.onsuccess = () => resolve(request.result as T)
      request.onerror = () => reject(request.error)
    })
  } finally {
    db.close()
  }
}

/** Runs `op` against a tiny in-memory stand-in for an object store (get, put, delete only). */
function fallback<T>(op: (store: IDBObjectStore) => IDBRequest): T {
  const store = {
    get: (key: string) => ({ result: memory.get(key) }),
    put: (value: unknown, key: string) => ({ result: memory.set(key, value) && key }),
    delete: (key: string) => ({ result: memory.delete(key) && undefined }),
  }
  return (op(store as unknown as IDBObjectStore) as unknown as { result: unknown }).result as T
}

const get = <T>(key: string) => run<T | undefined>('readonly', (s) => s.get(key))
const put = (key: string, value: unknown) => run<unknown>('readwrite', (s) => s.put(value, key))
const del = (key: string) => run<unknown>('readwrite', (s) => s.delete(key))

async function wrappingKey(): Promise<CryptoKey> {
  const existing = await get<CryptoKey>('wrapKey')
  if (existing) return existing
  const key = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt'])
  await put('wrapKey', key)
  return key
}

/** Stores `share` for `userId`, encrypted by the frame's non-extractable key. */
export async function saveDeviceShare(userId: string, share: Uint8Array): Promise<void> {
  const iv = crypto.getRandomValues(new Uint8Array(12))
  const data = await crypto.subtle.encrypt(
    { name: 'AES-GCM', iv },
    await wrappingKey(),
    share as BufferSource,
  )
  await put(`share:${userId}`, { iv, data })
}

/** The device share of `userId` on this device, if any. */
export async function loadDeviceShare(userId: string): Promise<Uint8Array | undefined> {
  const stored = await get<{ iv: Uint8Array; data: ArrayBuffer }>(`share:${userId}`)
  if (!stored) return undefined
  const plain = await crypto.subtle.decrypt(
    { name: 'AES-GCM', iv: stored.iv as BufferSource },
    await wrappingKey(),
    stored.data,
  )
  return new Uint8Array(plain)
}

/** The session token kept by the frame (http deployments), if any. */
export const loadSessionToken = () => get<string>('session')
/** Keeps (or, with undefined, forgets) the session token. */
export const saveSessionToken = (token: string | undefined) =>
  token ? put('session', token) : del('session')
