import { DEFAULT_LOG_LEVEL, LOG_BUFFER_BYTES } from '../format/constants'

/** Log levels, from most to least verbose; 'silent' logs nothing. */
export const LOG_LEVELS = ['trace', 'debug', 'info', 'warn', 'error', 'silent'] as const
/** A log level. */
export type LoggerLevel = (typeof LOG_LEVELS)[number]
/** A level a message can be written at. */
export type LogMessageLevel = Exclude<LoggerLevel, 'silent'>

/** One buffered log entry. */
export type LogEntry = {
  time: number
  level: LogMessageLevel
  message: string
  context?: string
  data?: unknown
}

/** Where entries go besides the buffer (default: the console). */
export type LogSink = (entry: LogEntry) => void

/** Options of a logger. */
export type LoggerOptions = {
  /** Minimum level written and buffered; default 'error'. */
  level?: LoggerLevel
  /** Ring-buffer size in bytes (UTF-8 of each entry's JSON); default about 1 MB. */
  maxBytes?: number
  /** Receives every entry that passes the level; default the console. */
  sink?: LogSink | false
  /** Clock, ms since epoch; default Date.now. */
  now?: () => number
}

type Shared = { buffer: RingBuffer; state: { level: LoggerLevel }; sink: LogSink | false; now: () => number }

const encoder = new TextEncoder()

function safeJson(value: unknown): string {
  try {
    return JSON.stringify(value, (_k, v: unknown) => (typeof v === 'bigint' ? v.toString() : v)) ?? ''
  } catch {
    return String(value)
  }
}

/** Byte-bounded FIFO of log entries: the oldest entries are evicted when the total exceeds the limit. */
class RingBuffer {
  private entries: { entry: LogEntry; bytes: number }[] = []
  private head = 0
  private total = 0
  constructor(readonly maxBytes: number) {}

  get bytes(): number {
    return this.total
  }

  push(entry: LogEntry): void {
    const bytes = encoder.encode(safeJson(entry)).length
    if (bytes > this.maxBytes) return
    this.entries.push({ entry, bytes })
    this.total += bytes
    while (this.total > this.maxBytes) {
      const oldest = this.entries[this.head++]
      if (oldest) this.total -= oldest.bytes
    }
    if (this.head > 1024 && this.head * 2 > this.entries.length) {
      this.entries = this.entries.slice(this.head)
      this.head = 0
    }
  }

  list(): LogEntry[] {
    return this.entries.slice(this.head).map((e) => e.entry)
  }

  clear(): void {
    this.entries = []
    this.head = 0
    this.total = 0
  }
}

const consoleSink: LogSink = (entry) => {
  const method = entry.level === 'trace' ? 'debug' : entry.level
  const prefix = entry.context ? `[airlock:${entry.context}]` : '[airlock]'
  if (entry.data === undefined) console[method](prefix, entry.message)
  else console[method](prefix, entry.message, entry.data)
}

/**
 * A leveled logger (default level 'error') that keeps the entries it writes in a ring buffer of
 * about 1 MB, evicting the oldest by byte size, so they can be exported with a bug report.
 *
 * @example
 * const logger = createLogger({ level: 'debug' })
 * logger.child('evm').warn('Switch refused', { chainId: 137 })
 */
export class Logger {
  private constructor(
    private readonly shared: Shared,
    /** The context stamped on this logger's entries. */
    readonly context: string | undefined,
  ) {}

  /** Creates a root logger with its own buffer. */
  static create(options: LoggerOptions = {}): Logger {
    return new Logger(
      {
        buffer: new RingBuffer(options.maxBytes ?? LOG_BUFFER_BYTES),
        state: { level: options.level ?? DEFAULT_LOG_LEVEL },
        sink: options.sink ?? consoleSink,
        now: options.now ?? Date.now,
      },
      undefined,
    )
  }

  /** The current level (shared with children). */
  get level(): LoggerLevel {
    return this.shared.state.level
  }

  /** Changes the level for this logger and its children. */
  setLevel(level: LoggerLevel): void {
    this.shared.state.level = level
  }

  /** True when a message at `level` would be written. */
  isLevelEnabled(level: LogMessageLevel): boolean {
    return LOG_LEVELS.indexOf(level) >= LOG_LEVELS.indexOf(this.shared.state.level)
  }

  /** A logger sharing this one's buffer and level, stamping `context` on its entries. */
  child(context: string): Logger {
    return new Logger(this.shared, this.context ? `${this.context}:${context}` : context)
  }

  /** Writes at 'trace'. */
  trace(message: string, data?: unknown): void {
    this.write('trace', message, data)
  }
  /** Writes at 'debug'. */
  debug(message: string, data?: unknown): void {
    this.write('debug', message, data)
  }
  /** Writes at 'info'. */
  info(message: string, data?: unknown): void {
    this.write('info', message, data)
  }
  /** Writes at 'warn'. */
  warn(message: string, data?: unknown): void {
    this.write('warn', message, data)
  }
  /** Writes at 'error'. */
  error(message: string, data?: unknown): void {
    this.write('error', message, data)
  }

  /** The buffered entries, oldest first. */
  getEntries(): LogEntry[] {
    return this.shared.buffer.list()
  }

  /** Total size of the buffered entries in bytes. */
  get bufferedBytes(): number {
    return this.shared.buffer.bytes
  }

  /** The buffer as newline-delimited JSON, for a bug report. */
  export(): string {
    return this.getEntries().map(safeJson).join('\n')
  }

  /** Empties the buffer. */
  clear(): void {
    this.shared.buffer.clear()
  }

  private write(level: LogMessageLevel, message: string, data: unknown): void {
    if (!this.isLevelEnabled(level)) return
    const entry: LogEntry = { time: this.shared.now(), level, message }
    if (this.context) entry.context = this.context
    if (data !== undefined)
      entry.data = data instanceof Error ? { name: data.name, message: data.message } : data
    this.shared.buffer.push(entry)
    if (this.shared.sink) this.shared.sink(entry)
  }
}

/** Creates a root logger (level 'error', ~1 MB buffer, console output by default). */
export function createLogger(options: LoggerOptions = {}): Logger {
  return Logger.create(options)
}
