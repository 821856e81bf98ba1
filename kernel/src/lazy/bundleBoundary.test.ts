// What an app that imports only `createAirlock` loads with the page, bundled as `npm run bench:size`
// does (esbuild, code splitting, minified): the request runtime stays in a chunk of its own that only
// a dynamic import() reaches, unused catalogue texts are dropped, and the eager part fits the budget.
import { expect, test } from 'vitest'
import { measureBundle } from '../../../scripts/measureBundle'

async function bundleCreateAirlock() {
  const { eager, lazy } = await measureBundle(
    "import { createAirlock } from '@airlock/kernel'; globalThis.x = createAirlock",
  )
  return { eagerInputs: eager.inputs, lazyInputs: lazy.inputs, eagerCode: eager.code, eagerGzip: eager.gzip }
}

test('createAirlock loads the request runtime lazily, drops unused texts and fits 40.5 KiB gzip', async () => {
  const bundle = await bundleCreateAirlock()
  for (const lazyOnly of [
    'kernel/src/lazy/requestRuntime.ts',
    'kernel/src/http/transport.ts',
    'kernel/src/http/retry.ts',
    'kernel/src/api/responseSchemas.ts',
    'kernel/src/airlock/AccountSync.ts',
    'kernel/src/airlock/ConnectionController.ts',
  ]) {
    expect(bundle.eagerInputs).not.toContain(lazyOnly)
    expect(bundle.lazyInputs).toContain(lazyOnly)
  }
  expect(bundle.eagerInputs).toContain('kernel/src/airlock/createAirlock.ts')
  // Catalogue texts no start-up code uses are not shipped with the page.
  expect(bundle.eagerCode).not.toContain('Failed to initialize swap')
  expect(bundle.eagerCode).not.toContain('Embedded Wallet Request Timed Out')
  expect(bundle.eagerCode).toContain('Token Balance Unavailable')
  // 40 KiB (9 bytes left) until the restricted-region endpoints (spec §9, 0.22 KiB: resolved with the config at
  // creation, which is eager) and views that need an account (the view waiting behind Connect, ~0.25 KiB in
  // open and navigate): 40.4 KiB measured on 2026-11-28.
  expect(bundle.eagerGzip).toBeLessThanOrEqual(40.5 * 1024)
}, 60_000)
