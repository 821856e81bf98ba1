import { packageConfig } from '../../rollup.base.mjs'

// For now every module is kernel-free logic (schemas, limits, amounts, quotes, purchase tracking, texts); the
// eager plugin descriptor and its lazy chunk come with the kernel wiring.
export default packageConfig(new URL('.', import.meta.url).pathname)
