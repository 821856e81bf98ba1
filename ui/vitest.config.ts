import { playwright } from '@vitest/browser-playwright'
import { defineProject } from 'vitest/config'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../devnet/src/wallet/testing/launchChromium.ts'
import { workspaceSourceAliases } from '../vitest.shared.ts'
import { browserCommands } from './src/test-support/browserCommands.ts'

// Component tests run in headless Debian Chromium (never a downloaded browser); the SSR check runs in
// Node through the `renderInNode` browser command.
export default defineProject({
  resolve: { conditions: ['source'], alias: workspaceSourceAliases() },
  oxc: { jsx: { runtime: 'automatic' } },
  optimizeDeps: {
    include: [
      'react',
      'react/jsx-runtime',
      'react/jsx-dev-runtime',
      'react-dom',
      'react-dom/client',
      'react-dom/server.browser',
      'mobx',
      'mobx-react-lite',
      'axe-core',
      'uqr',
      '@tanstack/react-virtual',
      // The kernel's own dependencies (it is read from source): listed so a fresh clone's first run never
      // discovers one mid-run, which makes Vite reload and load a second React.
      'tsyringe',
      'zod/mini',
      'eventemitter3',
    ],
  },
  test: {
    name: 'ui',
    include: ['src/**/*.test.{ts,tsx}'],
    globalSetup: ['./src/test-support/globalSetup.ts'],
    setupFiles: ['../vitest.waitFor.ts', './src/test-support/setup.ts'],
    testTimeout: 15_000,
    browser: {
      enabled: true,
      headless: true,
      screenshotFailures: false,
      viewport: { width: 1024, height: 768 },
      commands: browserCommands,
      provider: playwright({
        launchOptions: {
          executablePath: CHROMIUM_PATH,
          args: CHROMIUM_ARGS,
        },
      }),
      instances: [{ browser: 'chromium' }],
    },
  },
})
