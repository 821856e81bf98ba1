import { packageConfig } from '../../rollup.base.mjs'

// src/index.ts is the tiny eager descriptor; its `import('./lazy/ensPlugin')` becomes its own chunk
// (dist/chunks/ensPlugin-*.js) holding the client, store and views.
export default packageConfig(new URL('.', import.meta.url).pathname)
