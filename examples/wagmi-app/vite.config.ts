import { defineConfig } from 'vite'

// The @airlock/* packages resolve from the monorepo's workspace links; the `source` condition reads their
// TypeScript sources (an app installing the published packages needs no config: `import` points at dist/).
export default defineConfig({
  root: new URL('.', import.meta.url).pathname,
  oxc: { jsx: { runtime: 'automatic' } },
  resolve: { conditions: ['source', 'browser', 'module', 'import', 'default'] },
})
