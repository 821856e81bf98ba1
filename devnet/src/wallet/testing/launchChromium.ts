import { type Browser, chromium } from 'playwright-core'

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

/** Launches the system Chromium (/usr/bin/chromium, or AIRLOCK_CHROMIUM) through playwright-core. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.AIRLOCK_CHROMIUM ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  })
}
