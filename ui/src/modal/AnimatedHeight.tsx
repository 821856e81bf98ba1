// Animates the modal body's height (150 ms, spec §2) as views change size; CSS drops it under reduced motion.
import { type ReactElement, type ReactNode, useLayoutEffect, useRef } from 'react'

/**
 * Wraps children and transitions the wrapper's height to the children's measured height. Nothing is
 * measured during render or commit, and opening writes nothing: the ResizeObserver's first report (after
 * the first layout) only records the height, with the wrapper at its natural height. When the children
 * later change size (a new view), the wrapper is pinned to the previous height and then set to the new one,
 * which runs the CSS transition; all before that frame is painted.
 */
export function AnimatedHeight({ children }: { children: ReactNode }): ReactElement {
  const outer = useRef<HTMLDivElement>(null)
  const inner = useRef<HTMLDivElement>(null)
  useLayoutEffect(() => {
    const body = outer.current
    const el = inner.current
    if (!body || !el) return
    let last: number | undefined
    const observer = new ResizeObserver((entries) => {
      const box = entries[entries.length - 1]?.borderBoxSize[0]
      const height = box ? box.blockSize : el.offsetHeight
      if (last !== undefined && last !== height) {
        if (!body.style.height) {
          body.style.height = `${last}px`
          void body.offsetHeight // start the transition from the pinned height
        }
        body.style.height = `${height}px`
      }
      last = height
    })
    observer.observe(el)
    return () => observer.disconnect()
  }, [])
  return (
    <div ref={outer} className="al-body">
      <div ref={inner} className="al-body-inner">
        {children}
      </div>
    </div>
  )
}
