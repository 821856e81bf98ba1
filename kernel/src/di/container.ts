import './reflectPolyfill'
import type { DependencyContainer, InjectionToken } from 'tsyringe'
// '#tsyringe' (package.json "imports") is tsyringe's ES2015 build in browsers: its ES5 build, which
// bundlers pick through the "module" field, weighs about 1.4 KiB gzip more (down-levelled classes,
// more tslib helpers). Elsewhere (Node, SSR) it is plain 'tsyringe'. Both are the same version.
import { container } from '#tsyringe'

/** A DI container of one Airlock instance. */
export type AirlockContainer = DependencyContainer

/** Creates a typed injection token (a unique symbol carrying its value type). */
export function createToken<T>(description: string): InjectionToken<T> & symbol {
  return Symbol(description) as InjectionToken<T> & symbol
}

/**
 * Creates one child container per Airlock instance. Nothing is ever registered on tsyringe's global
 * container, so instances share no state.
 */
export function createInstanceContainer(): AirlockContainer {
  return container.createChildContainer()
}

/** Registers a factory under a token, evaluated once per container. */
export function provide<T>(target: AirlockContainer, token: InjectionToken<T>, factory: () => T): void {
  let created = false
  let value: T
  target.register(token, {
    useFactory: () => {
      if (!created) {
        value = factory()
        created = true
      }
      return value
    },
  })
}
