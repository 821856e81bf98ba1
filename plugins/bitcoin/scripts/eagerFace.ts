// Lists what `import { bitcoin }` adds to a host's initial JS, module by module (Vite build, minified,
// code-split): the modules in the page's chunks that a host without the plugin does not have, with their
// rendered size. Run from the repository root: `npx tsx plugins/bitcoin/scripts/eagerFace.ts`.
import { measureWithVite } from '../test/measureWithVite'

const HOST = (extra: string) =>
  `import { createAirlock } from '@airlock/kernel'; import { bitcoinRegtest${extra} } from '@airlock/bitcoin'; import { makeObservable } from 'mobx'; globalThis.x = [createAirlock, bitcoinRegtest, makeObservable${extra}]`

const base = await measureWithVite(HOST(''))
const host = await measureWithVite(HOST(', bitcoin'))
const rows = Object.entries(host.eager.sizes)
  .filter(([id]) => !(id in base.eager.sizes))
  .sort((a, b) => b[1] - a[1])
for (const [id, size] of rows)
  console.info(`${String(size).padStart(6)}  ${id.replace(/^.*?\/(plugins|kernel|node_modules)\//, '$1/')}`)
console.info(
  `eager face: ${((host.eager.gzip - base.eager.gzip) / 1024).toFixed(2)} KiB gzip; lazy: ${(host.lazy.gzip / 1024).toFixed(1)} KiB gzip in ${host.lazy.files} chunks`,
)
