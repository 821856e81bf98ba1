// Every plugin's eager face and the initial JS of a host with every plugin configured, built with Vite (rolldown:
// what apps build with) from the workspace sources. Part of `npm run bench:size` (issue 32, item 4).
//
// esbuild's splitting (measureBundle.ts) is not used here: it puts every module a lazy chunk shares with a module
// the entry reaches into a chunk the entry imports, so a plugin's lazy half counts as eager there.
import { fileURLToPath } from 'node:url'
import { measureWithVite } from '../plugins/bitcoin/test/measureWithVite'

/** Every plugin a host configures in `createAirlock({ plugins })`: its factory and package. */
export const PLUGINS = [
  ['evm', '@airlock/evm'],
  ['solana', '@airlock/solana'],
  ['bitcoin', '@airlock/bitcoin'],
  ['walletConnect', '@airlock/walletconnect'],
  ['ens', '@airlock/ens'],
  ['emailSocial', '@airlock/email-social'],
  ['analytics', '@airlock/analytics'],
  ['swap', '@airlock/swap'],
  ['onramp', '@airlock/onramp'],
  ['siwx', '@airlock/siwx'],
] as const

/** Each plugin's eager face at most this, KiB gzip (issue 32). */
export const PLUGIN_FACE_BUDGET_KIB = 2
/** A host with every plugin configured: initial JS at most this, KiB gzip, React included (issue 32). */
export const EVERY_PLUGIN_BUDGET_KIB = 125

/** One plugin's row. */
export interface PluginFace {
  factory: string
  pkg: string
  /** Gzip bytes the plugin adds to the page's initial JS of a host that has the kernel, ui and evm. */
  face: number
  /** Gzip bytes of the chunks only an `import()` reaches, with the plugin. */
  lazy: number
  within: boolean
}

/**
 * A host entry: the kernel, React and ui's provider and button, and `plugins` imported by name and used.
 * @example
 * hostEntry([['evm', '@airlock/evm']])
 */
export function hostEntry(plugins: ReadonlyArray<readonly [string, string]>): string {
  const imports = plugins.map(([factory, pkg]) => `import { ${factory} } from '${pkg}';`).join(' ')
  const used = plugins.map(([factory]) => factory).join(', ')
  return `import { createAirlock } from '@airlock/kernel'; import { AirlockProvider, ConnectButton } from '@airlock/ui'; import { createElement } from 'react'; import { createRoot } from 'react-dom/client'; ${imports} globalThis.x = [createAirlock, AirlockProvider, ConnectButton, createElement, createRoot${used ? `, ${used}` : ''}]`
}

/**
 * Measures each plugin's eager face (what it adds to the initial JS of a host that already has the kernel,
 * ui, React and the evm plugin — the evm plugin's own face against a host without it) and the initial JS of
 * a host with every plugin.
 */
export async function measurePluginFaces(): Promise<PluginFacesResult> {
  const evm = PLUGINS[0]
  const withoutEvm = (await measureWithVite(hostEntry([]))).eager.gzip
  const evmLoadMinimum = (await measureWithVite(evmLoadMinimumEntry())).eager.gzip - withoutEvm
  const withEvm = (await measureWithVite(hostEntry([evm]))).eager.gzip
  const faces: PluginFace[] = []
  for (const plugin of PLUGINS) {
    const isEvm = plugin === evm
    const host = await measureWithVite(hostEntry(isEvm ? [evm] : [evm, plugin]))
    const face = host.eager.gzip - (isEvm ? withoutEvm : withEvm)
    faces.push({
      factory: plugin[0],
      pkg: plugin[1],
      face,
      lazy: host.lazy.gzip,
      within: face / 1024 <= PLUGIN_FACE_BUDGET_KIB,
    })
  }
  const every = await measureWithVite(hostEntry(PLUGINS))
  const withoutZod = await measureWithVite(hostEntry(PLUGINS), { external: [/^zod(\/|$)/] })
  return {
    faces,
    evmLoadMinimum,
    everyPlugin: every.eager.gzip,
    everyPluginZod: every.eager.gzip - withoutZod.eager.gzip,
    everyPluginParts: partsOf(every.eager.sizes),
  }
}

/**
 * A host entry with only what the evm plugin's page needs before the visitor acts, none of its adapter: its options
 * checked, its networks (the network button shows them), EIP-6963 and injected discovery (the idle warm-up renders
 * the wallet list, and may load no chunk), its chain mark and its texts. What no rewrite of the face can go under
 * while the evm plugin does those at load.
 */
export function evmLoadMinimumEntry(): string {
  const src = fileURLToPath(new URL('../plugins/evm/src/', import.meta.url))
  return `${hostEntry([])}; import { parseEvmOptions } from '${src}options'; import { toCaipNetwork } from '${src}networks/toCaipNetwork'; import { ConnectorRegistry } from '${src}adapter/ConnectorRegistry'; import { EVM_CHAIN_MARKS } from '${src}ethMark'; import { EVM_MESSAGES } from '${src}messages'; import { definePlugin } from '@airlock/kernel'; globalThis.y = (input) => { const options = parseEvmOptions(input); new ConnectorRegistry().discover(window, options); return definePlugin({ name: 'evm', networks: options.networks.map((c) => toCaipNetwork(c, {})), setup(ctx) { ctx.contribute('messages', EVM_MESSAGES); ctx.contribute('ui/chainMarks', EVM_CHAIN_MARKS) } }) }`
}

/** The result of {@link measurePluginFaces}. */
export interface PluginFacesResult {
  faces: PluginFace[]
  /** Gzip bytes of the evm plugin's load-time minimum ({@link evmLoadMinimumEntry}) over the host without evm. */
  evmLoadMinimum: number
  /** Gzip bytes of the initial JS of a host with every plugin. */
  everyPlugin: number
  /** Gzip bytes zod weighs in that initial JS (the host's figure minus the same host built without zod). */
  everyPluginZod: number
  /** That initial JS's minified bytes (before gzip) by package, largest first. */
  everyPluginParts: Array<{ part: string; raw: number }>
}

/**
 * Minified bytes by package: an npm dependency by its name, a workspace module by its package folder.
 * @example
 * partsOf({ '/r/node_modules/zod/v4/core/api.js': 10, '/r/plugins/evm/src/evm.ts': 5 }) // [{ part: 'zod', raw: 10 }, …]
 */
export function partsOf(sizes: Record<string, number>): Array<{ part: string; raw: number }> {
  const parts = new Map<string, number>()
  for (const [id, raw] of Object.entries(sizes)) {
    const dependency = id.match(/node_modules\/((?:@[^/]+\/)?[^/.][^/]*)\//)?.[1]
    const workspace = id.match(/\/((?:plugins\/)?[^/]+)\/src\//)?.[1]
    const part = dependency ?? (workspace ? `@airlock: ${workspace}` : 'other (entry, bundler runtime)')
    parts.set(part, (parts.get(part) ?? 0) + raw)
  }
  return [...parts].map(([part, raw]) => ({ part, raw })).sort((a, b) => b.raw - a.raw)
}

/** Bytes as KiB with two decimals. */
const kib = (bytes: number) => `${(bytes / 1024).toFixed(2)} KiB`

/**
 * Each plugin's eager face against its budget and the every-plugin page's initial JS, as Markdown (the table and
 * its verdict line). `npm run bench:size` writes it in its section; `npm run bench` in the host-app section, so one
 * run reports every path, connect → balance and the sizes together.
 */
export function pluginFacesTable(result: PluginFacesResult): string {
  const everyWithin = result.everyPlugin / 1024 <= EVERY_PLUGIN_BUDGET_KIB
  return [
    '| Plugin | Eager face (gzip) | Budget | Within | Lazy chunks with it (gzip) |',
    '|---|---|---|---|---|',
    ...result.faces.map(
      (f) =>
        `| \`import { ${f.factory} } from '${f.pkg}'\` | ${kib(f.face)} | ≤ ${PLUGIN_FACE_BUDGET_KIB} KiB | ${f.within ? 'yes' : 'NO'} | ${kib(f.lazy)} |`,
    ),
    '',
    `Every plugin configured (${PLUGINS.map(([f]) => f).join(', ')}), initial JS with React: **${kib(result.everyPlugin)}** (budget ≤ ${EVERY_PLUGIN_BUDGET_KIB} KiB: ${everyWithin ? 'met' : 'missed'}).`,
    '',
    `The evm plugin's load-time minimum — its options checked, its networks, EIP-6963 and injected discovery (the idle warm-up renders the wallet list and may load no chunk), its chain mark and texts, and none of its adapter: ${kib(result.evmLoadMinimum)} (scripts/pluginFaces.ts \`evmLoadMinimumEntry\`).`,
  ].join('\n')
}

/** Whether every face and the every-plugin page are within their budgets. */
export function pluginFacesWithin(result: PluginFacesResult): boolean {
  return result.faces.every((f) => f.within) && result.everyPlugin / 1024 <= EVERY_PLUGIN_BUDGET_KIB
}

/** How the faces are built and measured (both commands' sections say it). */
export const PLUGIN_FACES_METHOD =
  "Vite production build of a host entry from the workspace sources, code-split and minified; gzip level 9 of one stream over the chunks. A plugin's face: the initial JS of a host with the kernel, `@airlock/ui`, React, `evm` and the plugin, minus the same host without the plugin (for `evm`: minus the host without `evm`)."

/** The BENCHMARKS.md section's body. */
export function pluginFacesSection(result: PluginFacesResult): string {
  return [
    `Command: \`npm run bench:size\`. ${PLUGIN_FACES_METHOD}`,
    '',
    pluginFacesTable(result),
    '',
    `zod's share of it: ${kib(result.everyPluginZod)} gzip (the same host built with zod left out: ${kib(result.everyPlugin - result.everyPluginZod)}). No eager module imports zod: the kernel checks its config, stored values and plugins' options with its own schemas (\`schema.*\`), and checks API answers and JSON-RPC replies with them too; zod/mini is used only in some plugins' chunks loaded on first use (the frame protocol, on-ramp, swap, sign-in) (before 2026-11-29 the kernel's eager modules imported it, and every zod feature a lazy chunk used then landed in the initial JS too: 10.7 KiB of this page).`,
    '',
    'Where that initial JS goes, minified bytes before gzip by package (gzip compresses each part differently; the total above is the figure that counts):',
    '',
    '| Part | Minified |',
    '|---|---|',
    ...result.everyPluginParts.map((p) => `| ${p.part} | ${(p.raw / 1024).toFixed(1)} KiB |`),
  ].join('\n')
}
