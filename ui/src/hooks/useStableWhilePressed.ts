// Holds a layout-changing value still while the visitor presses, so what they pressed stays under the pointer.
import { useEffect, useReducer, useRef } from 'react'

/** How long after a release the held value stays, ms. */
const RELEASE_DELAY_MS = 100

/**
 * Returns `value`, except while a pointer is pressed anywhere on the page: then the value it had when the press
 * began, until the press ends (after its click). For values that change the layout of a list the visitor may be
 * pressing in: when the change lands between the press and the release (the catalogue answering, say), the
 * release would hit another element than the press, and the click would be lost or go elsewhere.
 *
 * `same` tells whether two values render alike (default `Object.is`): after a press, the list renders again only
 * when the held value and the current one differ.
 *
 * @example
 * const shown = useStableWhilePressed({ rows, loading }, (a, b) => a.rows === b.rows && a.loading === b.loading)
 */
export function useStableWhilePressed<T>(value: T, same: (a: T, b: T) => boolean = Object.is): T {
  const latest = useRef({ value, same })
  latest.current = { value, same }
  const held = useRef<{ value: T } | null>(null)
  const [, rerender] = useReducer((n: number) => n + 1, 0)
  useEffect(() => {
    let release: ReturnType<typeof setTimeout> | undefined
    const down = () => {
      if (release !== undefined) clearTimeout(release)
      release = undefined
      held.current ??= { value: latest.current.value }
    }
    // A little after the release, past the click it makes (the same task for a mouse; a tap's click may come a
    // task or two later), the held value goes.
    const up = () => {
      if (release !== undefined) clearTimeout(release)
      release = setTimeout(() => {
        release = undefined
        const was = held.current
        held.current = null
        if (was !== null && !latest.current.same(was.value, latest.current.value)) rerender()
      }, RELEASE_DELAY_MS)
    }
    const options = { capture: true, passive: true }
    document.addEventListener('pointerdown', down, options)
    document.addEventListener('pointerup', up, options)
    document.addEventListener('pointercancel', up, options)
    return () => {
      if (release !== undefined) clearTimeout(release)
      document.removeEventListener('pointerdown', down, options)
      document.removeEventListener('pointerup', up, options)
      document.removeEventListener('pointercancel', up, options)
    }
  }, [])
  return held.current === null ? value : held.current.value
}
