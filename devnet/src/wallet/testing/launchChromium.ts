import { type Browser, chromium, type LaunchOptions } from 'playwright-core'

/** Path of the system Chromium (/usr/bin/chromium, or AIRLOCK_CHROMIUM); never a downloaded browser. */
export const CHROMIUM_PATH = process.env.AIRLOCK_CHROMIUM ?? '/usr/bin/chromium'

/** Flags that keep the Debian Chromium headless, sandbox-free and off the network by itself. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

/** playwright-core launch options for the system Chromium with {@link CHROMIUM_ARGS}. */
export const CHROMIUM_LAUNCH_OPTIONS: LaunchOptions = { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS }

/** Launches the system Chromium ({@link CHROMIUM_PATH}) through playwright-core. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch(CHROMIUM_LAUNCH_OPTIONS)
}
