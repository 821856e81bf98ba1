// Options of `walletConnect(options)`: parsed once, at the boundary.
import * as z from 'zod/mini'

/** The key-value storage a WalletConnect sign client accepts (IKeyValueStorage). */
export interface WalletConnectStorage {
  getKeys(): Promise<string[]>
  getEntries<T = unknown>(): Promise<[string, T][]>
  getItem<T = unknown>(key: string): Promise<T | undefined>
  setItem<T = unknown>(key: string, value: T): Promise<void>
  removeItem(key: string): Promise<void>
}

const isStorage = (v: unknown): v is WalletConnectStorage =>
  typeof v === 'object' &&
  v !== null &&
  ['getKeys', 'getEntries', 'getItem', 'setItem', 'removeItem'].every(
    (k) => typeof (v as Record<string, unknown>)[k] === 'function',
  )

/** App metadata shown by the wallet during pairing (defaults to the Airlock config's `metadata`). */
export const walletConnectMetadataSchema = z.object({
  name: z.string().check(z.minLength(1)),
  description: z._default(z.string(), ''),
  url: z.url(),
  icons: z._default(z.array(z.string()), () => []),
})

/** Zod schema of the WalletConnect plugin's options. */
export const walletConnectOptionsSchema = z.object({
  /**
   * Basic mode (spec §2, rule 2): the modal opens on the QR code (All Wallets on phones) and needs no chain
   * adapter; with adapters, connecting still records the accounts.
   */
  basic: z._default(z.boolean(), false),
  /** App metadata for the wallet; default the Airlock config's `metadata`. */
  metadata: z.optional(walletConnectMetadataSchema),
  /** Prefix of the sign client's storage keys, so two instances on one page never share sessions. */
  storagePrefix: z._default(z.string().check(z.minLength(1)), 'airlock-wc'),
  /** Storage for the sign client (default: the SDK's browser storage); pass a memory one in Node. */
  storage: z.optional(z.custom<WalletConnectStorage>(isStorage, { message: 'Expected a key-value storage' })),
})

/** What `walletConnect()` accepts. */
export type WalletConnectOptions = z.input<typeof walletConnectOptionsSchema>
/** Parsed options, defaults applied. */
export type WalletConnectResolvedOptions = z.output<typeof walletConnectOptionsSchema>
