import { action, makeObservable, observable, observableRef } from 'mobx'
import { DEFAULT_THEME_MODE } from '../format/constants'

/** Light or dark. */
export type ThemeMode = 'light' | 'dark'

/** Theme variables by CSS variable name. */
export type ThemeVariables = Record<string, string | number>

/** Theme mode and variables (the UI maps variable names to its `--airlock-*` CSS variables). */
export class ThemeStore {
  /** Current mode (dark by default). */
  themeMode: ThemeMode
  /** Current variables (frozen, replaced on change). */
  themeVariables: Readonly<ThemeVariables>

  constructor(themeMode: ThemeMode = DEFAULT_THEME_MODE, themeVariables: ThemeVariables = {}) {
    this.themeMode = themeMode
    this.themeVariables = Object.freeze({ ...themeVariables })
    makeObservable(this, {
      themeMode: observable,
      themeVariables: observableRef,
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
    this.themeVariables = Object.freeze({ ...this.themeVariables, ...variables })
  }
}
