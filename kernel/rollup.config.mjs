import { packageConfig } from '../rollup.base.mjs'

// The Reflect polyfill is its own entry (so its own file): rollup then imports it from index.js
// before 'tsyringe', which checks for Reflect.getMetadata when it is evaluated. Bundled inline it
// would run after the hoisted external import. src/di/distImport.test.ts checks the built order.
export default packageConfig(new URL('.', import.meta.url).pathname, {
  index: 'src/index.ts',
  'reflect-polyfill': 'src/di/reflectPolyfill.ts',
})
