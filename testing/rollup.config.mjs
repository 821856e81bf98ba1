import { packageConfig } from '../rollup.base.mjs'

// Three entries: the mock wallet and storage (any environment), renderWithAirlock (React, DOM) and the
// catalogue test server (Node): an integrator's Node-only test never loads React, a browser test never node:http.
export default packageConfig(new URL('.', import.meta.url).pathname, {
  index: 'src/index.ts',
  react: 'src/react.ts',
  server: 'src/server.ts',
})
