// Animates the modal body's height (150 ms, spec §2) as views change size; CSS drops it under reduced motion.
import { type ReactElement, type ReactNode, useLayoutEffect, useRef, useState } from 'react'

/** Wraps children and transitions the wrapper's height to the children's measured height. */
export function AnimatedHeight({ children }: { children: ReactNode }): ReactElement {
  const inner = useRef<HTMLDivElement>(null)
  const [height, setHeight] = useState<number | undefined>(undefined)
  useLayoutEffect(() => {
    const el = inner.current
    if (!el) return
    setHeight(el.offsetHeight)
    const observer = new ResizeObserver(() => setHeight(el.offsetHeight))
    observer.observe(el)
    return () => observer.disconnect()
  }, [])
  return (
    <div className="al-body" style={height === undefined ? undefined : { height }}>
      <div ref={inner} className="al-body-inner">
        {children}
      </div>
    </div>
  )
}
