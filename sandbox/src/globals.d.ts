import type { Airlock } from '@airlock/kernel'

declare global {
  interface Window {
    /** The sandbox's instance (for the e2e suite and the console). */
    __airlock: Airlock
  }
}
