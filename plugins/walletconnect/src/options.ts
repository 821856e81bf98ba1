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

/** Builds the schema of the app metadata shown by the wallet during pairing. */
const buildMetadataSchema = () =>
  z.object({
    name: z.string().check(z.minLength(1)),
    description: z._default(z.string(), ''),
    url: z.url(),
    icons: z._default(z.array(z.string()), () => []),
  })

/**
 * Builds the schema of the WalletConnect plugin's options: a fresh one per call, built for the plugin's one
 * check and dropped (zod/mini schema objects hold about 0.4 KiB of heap each while kept).
 */
export function buildWalletConnectOptionsSchema() {
  return z.object({
    /**
     * Basic mode (spec §2, rule 2): the modal opens on the QR code (All Wallets on phones) and needs no chain
     * adapter; with adapters, connecting still records the accounts.
     */
    basic: z._default(z.boolean(), false),
    /** App metadata for the wallet; default the Airlock config's `metadata`. */
    metadata: z.optional(buildMetadataSchema()),
    /** Prefix of the sign client's storage keys, so two instances on one page never share sessions. */
    storagePrefix: z._default(z.string().check(z.minLength(1)), 'airlock-wc'),
    /** Storage for the sign client (default: the SDK's browser storage); pass a memory one in Node. */
    storage: z.optional(
      z.custom<WalletConnectStorage>(isStorage, { message: 'Expected a key-value storage' }),
    ),
  })
}

/** App metadata shown by the wallet during pairing (defaults to the Airlock config's `metadata`). */
export const walletConnectMetadataSchema = /* @__PURE__ */ buildMetadataSchema()

/**
 * Zod schema of the WalletConnect plugin's options, for a host's own checks (the plugin builds its own with
 * {@link buildWalletConnectOptionsSchema}; this constant is dropped from bundles that do not import it).
 */
export const walletConnectOptionsSchema = /* @__PURE__ */ buildWalletConnectOptionsSchema()

/** What `walletConnect()` accepts. */
export type WalletConnectOptions = z.input<ReturnType<typeof buildWalletConnectOptionsSchema>>
/** Parsed options, defaults applied. */
export type WalletConnectResolvedOptions = z.output<ReturnType<typeof buildWalletConnectOptionsSchema>>
