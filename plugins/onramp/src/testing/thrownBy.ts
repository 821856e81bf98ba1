/** Test helper: what `run` throws (undefined when it returns), so a test can check the error's class and fields. */
export function thrownBy(run: () => unknown): unknown {
  try {
    run()
  } catch (error) {
    return error
  }
  return undefined
}
