import { packageConfig } from '../../rollup.base.mjs'

// One module per source file (preserveModules): a host's bundler keeps only what the swap plugin's eager
// entry and its lazy chunks import, and the es/ar catalogues stay their own chunks.
export default packageConfig(new URL('.', import.meta.url).pathname, undefined, { preserveModules: true })
