/**
 * Runs `run` after the next frame was painted (an animation frame, then a task), so work started on mount
 * (requests, lazy imports) stays out of the task that renders the frame; returns the canceller.
 *
 * @example
 * useEffect(() => afterNextPaint(() => void load()), [])
 */
export function afterNextPaint(run: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(run, 0)
  })
  return () => {
    cancelAnimationFrame(frame)
    if (timer !== undefined) clearTimeout(timer)
  }
}
