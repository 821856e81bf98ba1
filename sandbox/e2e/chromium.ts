// The browser every journey runs in: Debian's Chromium, headless, never a downloaded one.

/** Path of the system Chromium (override with AIRLOCK_CHROMIUM). */
export const CHROMIUM_PATH = process.env.AIRLOCK_CHROMIUM ?? '/usr/bin/chromium'

/** Flags that keep Chromium headless, sandbox-free and off the network by itself. */
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
