// Options of `walletConnect(options)`: parsed once, at the boundary.
import { schema } from '@airlock/kernel'

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

const isHttpUrl = (v: unknown) =>
  typeof v === 'string' && URL.canParse(v) && /^https?:$/.test(new URL(v).protocol)

/** Builds the schema of the app metadata shown by the wallet during pairing. */
const buildMetadataSchema = () =>
  schema.object({
    name: schema.string(1),
    description: schema.withDefault(schema.string(), ''),
    url: schema.custom<string>(isHttpUrl, 'must be an http(s) URL'),
    icons: schema.withDefault(schema.array(schema.string()), () => []),
  })

/**
 * Builds the schema of the WalletConnect plugin's options: a fresh one per call, built for the plugin's one
 * check and dropped.
 */
export function buildWalletConnectOptionsSchema() {
  return schema.object({
    /**
     * Basic mode (spec §2, rule 2): the modal opens on the QR code (All Wallets on phones) and needs no chain
     * adapter; with adapters, connecting still records the accounts.
     */
    basic: schema.withDefault(schema.boolean(), false),
    /** App metadata for the wallet; default the Airlock config's `metadata`. */
    metadata: schema.optional(buildMetadataSchema()),
    /** Prefix of the sign client's storage keys, so two instances on one page never share sessions. */
    storagePrefix: schema.withDefault(schema.string(1), 'airlock-wc'),
    /** Storage for the sign client (default: the SDK's browser storage); pass a memory one in Node. */
    storage: schema.optional(schema.custom<WalletConnectStorage>(isStorage, 'Expected a key-value storage')),
  })
}

/** App metadata shown by the wallet during pairing (defaults to the Airlock config's `metadata`). */
export const walletConnectMetadataSchema = /* @__PURE__ */ buildMetadataSchema()

/**
 * Schema of the WalletConnect plugin's options, for a host's own checks (the plugin builds its own with
 * {@link buildWalletConnectOptionsSchema}; this constant is dropped from bundles that do not import it).
 */
export const walletConnectOptionsSchema = /* @__PURE__ */ buildWalletConnectOptionsSchema()

/** What `walletConnect()` accepts. */
export type WalletConnectOptions = schema.InferInput<ReturnType<typeof buildWalletConnectOptionsSchema>>
/** Parsed options, defaults applied. */
export type WalletConnectResolvedOptions = schema.Infer<ReturnType<typeof buildWalletConnectOptionsSchema>>
