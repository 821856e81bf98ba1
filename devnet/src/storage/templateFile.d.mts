/** How {@link withTemplateFile} loads and makes its value. */
export interface TemplateFileIo<T> {
  /** Builds the value from the file's bytes; a throw means the file is broken (it is made again). */
  load(bytes: Uint8Array): Promise<T>
  /** Makes the value and the bytes to save for later callers. */
  make(): Promise<{ value: T; bytes: Uint8Array }>
  /** How long to wait for another caller's lock before making an unsaved value (default 5 min). */
  waitMs?: number
  /** Interval between looks at a held lock (default 200 ms). */
  pollMs?: number
}

/** The value, and whether it was loaded from the file, made and saved, or made without saving. */
export interface TemplateFileResult<T> {
  value: T
  source: 'loaded' | 'made' | 'unsaved'
}

/**
 * Loads the file at `path` with `io.load`, or makes it once with `io.make` and saves it there, however
 * many processes and threads ask at the same time (a lock file beside it; a dead owner's lock is taken over).
 * @example
 * const { value } = await withTemplateFile('/cache/pglite.tar', { load, make })
 */
export function withTemplateFile<T>(path: string, io: TemplateFileIo<T>): Promise<TemplateFileResult<T>>
