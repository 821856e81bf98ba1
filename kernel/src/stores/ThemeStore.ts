import { action, computed, makeObservable, observable, observableRef } from 'mobx'

/** Light or dark. */
export type ThemeMode = 'light' | 'dark'

/** Theme variables by CSS variable name. */
export type ThemeVariables = Record<string, string | number>

/** The theme-sync payload sent to the secure frame (spec §3). */
export interface ThemeSyncPayload {
  themeMode: ThemeMode
  themeVariables: ThemeVariables
  w3mThemeVariables: { '--w3m-accent': string; '--w3m-background': string }
}

/** Theme mode and variables, and the frame's theme-sync payload. */
export class ThemeStore {
  /** Current mode (dark by default). */
  themeMode: ThemeMode
  /** Current variables. */
  themeVariables: ThemeVariables

  constructor(themeMode: ThemeMode = 'dark', themeVariables: ThemeVariables = {}) {
    this.themeMode = themeMode
    this.themeVariables = { ...themeVariables }
    makeObservable(this, {
      themeMode: observable,
      themeVariables: observableRef,
      syncPayload: computed,
      setThemeMode: action,
      setThemeVariables: action,
    })
  }

  /** Sets the mode. */
  setThemeMode(mode: ThemeMode): void {
    this.themeMode = mode
  }

  /** Merges variables into the current ones. */
  setThemeVariables(variables: ThemeVariables): void {
    this.themeVariables = { ...this.themeVariables, ...variables }
  }

  /** The payload the secure frame's theme sync takes. */
  get syncPayload(): ThemeSyncPayload {
    const accent = this.themeVariables['--w3m-accent']
    const light = this.themeMode === 'light'
    return {
      themeMode: this.themeMode,
      themeVariables: this.themeVariables,
      w3mThemeVariables: {
        '--w3m-accent':
          accent === undefined
            ? light
              ? 'hsla(231, 100%, 70%, 1)'
              : 'hsla(230, 100%, 67%, 1)'
            : String(accent),
        '--w3m-background': light ? '#fff' : '#121313',
      },
    }
  }
}
