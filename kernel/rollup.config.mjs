import { packageConfig } from '../rollup.base.mjs'

// One file per source module (preserveModules: a host's bundler can leave unused parts out of its initial
// chunk). The Reflect polyfill is also its own entry, imported by the DI container module before
// 'tsyringe', which checks for Reflect.getMetadata when it is evaluated. Bundled inline it would run
// after the hoisted external import. src/di/distImport.test.ts checks the built order.
const configs = packageConfig(
  new URL('.', import.meta.url).pathname,
  {
    index: 'src/index.ts',
    internal: 'src/internal.ts',
    retry: 'src/retry.ts',
    'reflect-polyfill': 'src/di/reflectPolyfill.ts',
  },
  { preserveModules: true },
)

// '#tsyringe' is resolved by the consumer through package.json "imports" (tsyringe's ES2015 build in
// browsers, plain 'tsyringe' elsewhere): it stays an import in dist.
export default configs.map((config) => ({
  ...config,
  external: (id) => id === '#tsyringe' || config.external(id),
}))
