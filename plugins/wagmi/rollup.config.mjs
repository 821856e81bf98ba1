import { packageConfig } from '../../rollup.base.mjs'

export default packageConfig(new URL('.', import.meta.url).pathname)
