import { packageConfig } from '../../rollup.base.mjs'

export default packageConfig(new URL('.', import.meta.url).pathname, {
  index: 'src/index.ts',
  message: 'src/message/index.ts',
  protocol: 'src/protocol/index.ts',
  client: 'src/client/index.ts',
  options: 'src/options/index.ts',
})
