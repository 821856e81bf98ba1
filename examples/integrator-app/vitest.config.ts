import { playwright } from '@vitest/browser-playwright'
import { defineProject } from 'vitest/config'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../devnet/src/wallet/testing/launchChromium.ts'

// The example integrator app's tests: headless Debian Chromium, @airlock/* resolved from this app's own
// node_modules (installed from fresh builds by test/installPackages.ts), with no source condition and no
// alias, as in a user's project.
export default defineProject({
  root: new URL('.', import.meta.url).pathname,
  oxc: { jsx: { runtime: 'automatic' } },
  optimizeDeps: {
    include: ['react', 'react/jsx-dev-runtime', 'react/jsx-runtime', 'react-dom', 'react-dom/client'],
    // Installed by the global setup, which runs after the dependency scan: served as the ESM they are.
    exclude: ['@airlock/kernel', '@airlock/ui', '@airlock/testing'],
  },
  test: {
    name: 'integrator-app',
    include: ['src/**/*.test.{ts,tsx}'],
    globalSetup: ['./test/installPackages.ts'],
    testTimeout: 15_000,
    browser: {
      enabled: true,
      headless: true,
      screenshotFailures: false,
      viewport: { width: 1024, height: 768 },
      provider: playwright({ launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS } }),
      instances: [{ browser: 'chromium' }],
    },
  },
})
