// UI-only options that the provider passes down (not kernel config: they only concern rendering).
import { createContext, useContext } from 'react'

/** Options of the React layer. */
export interface UiOptions {
  /** Render images served over http from 127.0.0.1/localhost (development: devnet's catalogue). Default false. */
  allowLocalhostImages: boolean
  /** Pre-render the closed modal at idle before the first open (standby, see modal/ModalWarmup). Default true. */
  prerender: boolean
  /** Let the pre-rendered modal load its images and data (catalogue, balances) before the first open. Default false. */
  prefetch: boolean
  /**
   * CSP nonce put on the few `<style>` elements Airlock renders (a page whose `style-src` allows only
   * nonce'd styles). The main stylesheet is a constructed stylesheet and needs none.
   */
  nonce?: string | undefined
}

/** Defaults: production-safe. */
export const DEFAULT_UI_OPTIONS: UiOptions = {
  allowLocalhostImages: false,
  prerender: true,
  prefetch: false,
}

/** Context carrying {@link UiOptions}. */
export const UiOptionsContext = createContext<UiOptions>(DEFAULT_UI_OPTIONS)

/** Reads the UI options of the nearest provider. */
export function useUiOptions(): UiOptions {
  return useContext(UiOptionsContext)
}
