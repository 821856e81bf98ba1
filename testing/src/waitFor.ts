// A bounded poll for tests: checks a condition on every animation frame (or 10 ms without a DOM) until it
// holds or the time is up. Never a fixed sleep.

/** Options of {@link waitFor}. */
export interface WaitForOptions {
  /** Give up after this many milliseconds (default 5000). */
  timeout?: number
  /** What was awaited, for the error message. */
  message?: string
  /** Waits between two checks (default one animation frame, or 10 ms without a DOM). */
  between?: () => Promise<void>
}

/** One animation frame, or 10 ms where there is none (Node). */
const nextFrame = () =>
  new Promise<void>((resolve) =>
    typeof requestAnimationFrame === 'function'
      ? requestAnimationFrame(() => resolve())
      : setTimeout(resolve, 10),
  )

/** Resolves with the first value of `check` that is not undefined (or true); rejects after the timeout. */
export async function waitFor<T>(
  check: () => T | undefined | false,
  options: WaitForOptions = {},
): Promise<T> {
  const deadline = Date.now() + (options.timeout ?? 5000)
  for (;;) {
    const value = check()
    if (value !== undefined && value !== false) return value
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${options.message ?? 'a condition'}`)
    await (options.between ?? nextFrame)()
  }
}
