// Vitest reporter that fails the run when a test prints what nobody expected: a console error or warning
// (React's warnings among them), a warning or error from a Vite server, or a Node.js process warning,
// unless the allow-list (console-allowlist.mjs) names that output for that test file with a reason.
// The findings are listed before the summary line, each with its file and test, and the tests that printed
// them count as failed there (see summary-reporter.mjs).
import { relative } from 'node:path'
import { CONSOLE_ALLOWLIST } from './console-allowlist.mjs'

/** Where the findings are shared with the summary reporter (one vitest process, several reporters). */
export const FINDINGS = Symbol.for('airlock.consoleFindings')

/** A Node.js warning line as Node prints it: `(node:1234) [DEP0040] DeprecationWarning: …`. */
const NODE_WARNING = /^\(node:\d+\) (?:\[([A-Z0-9_]+)\] )?(\w*(?:Warning|Error)): (.*)$/m

/**
 * @typedef {{ kind: 'console' | 'vite' | 'node', file?: string, test?: string, text: string }} Output
 * @typedef {import('./console-allowlist.mjs').AllowedOutput} AllowedOutput
 */

/**
 * The allow-list entry that covers `output`, if any: same kind, same file (when the entry names one),
 * a test name that contains the entry's `test` (when it names one), and text matching its `match`.
 * @param {Output} output
 * @param {readonly AllowedOutput[]} allowList
 * @returns {AllowedOutput | undefined}
 */
export function allowedBy(output, allowList) {
  return allowList.find(
    (entry) =>
      entry.kind === output.kind &&
      (entry.file === undefined || entry.file === output.file) &&
      (entry.test === undefined || (output.test ?? '').includes(entry.test)) &&
      entry.match.test(output.text),
  )
}

/** The start of an output on one line (its first lines, whitespace collapsed), for the report. */
const headline = (text) => {
  const line = text.replace(/\s+/g, ' ').trim()
  return line.length > 240 ? `${line.slice(0, 237)}...` : line
}

export default class ConsoleReporter {
  /** @param {{ allowList?: readonly AllowedOutput[] }} [options] */
  constructor(options = {}) {
    this.allowList = options.allowList ?? CONSOLE_ALLOWLIST
    /** @type {Output[]} */
    this.unexpected = []
    /** @type {Set<AllowedOutput>} */
    this.used = new Set()
    /** Ids of the tests (or modules) that printed an unexpected output. */
    this.failedIds = new Set()
    /** How many unexpected outputs no test or module printed (Vite servers, Node warnings). */
    this.unattributed = 0
    globalThis[FINDINGS] = this
  }

  onInit(vitest) {
    this.vitest = vitest
    this.root = vitest.config.root
    // Test workers' stderr is piped into this stream: Node prints its process warnings there.
    const stream = vitest.logger.errorStream
    const write = stream.write.bind(stream)
    stream.write = (chunk, ...rest) => {
      const text = typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8')
      const warning = NODE_WARNING.exec(text)
      if (warning) this.check({ kind: 'node', text: warning[0] }, undefined)
      return write(chunk, ...rest)
    }
    for (const project of vitest.projects) this.watchVite(project.vite, project.name)
  }

  onBrowserInit(project) {
    this.watchVite(project.browser?.vite, `${project.name} (browser)`)
  }

  /** Wraps a Vite server's logger so its warnings and errors are checked too. */
  watchVite(server, name) {
    const logger = server?.config?.logger
    if (!logger || logger.airlockWatched) return
    logger.airlockWatched = true
    for (const level of ['warn', 'warnOnce', 'error']) {
      const original = logger[level].bind(logger)
      logger[level] = (message, options) => {
        this.check({ kind: 'vite', file: name, text: String(message) }, undefined)
        return original(message, options)
      }
    }
  }

  onUserConsoleLog(log) {
    if (log.type !== 'stderr') return
    const entity = log.taskId ? this.vitest?.state.getReportedEntityById(log.taskId) : undefined
    const moduleId = entity?.type === 'module' ? entity.moduleId : entity?.module?.moduleId
    const file = moduleId ? relative(this.root, moduleId) : undefined
    const test = entity && entity.type !== 'module' ? entity.fullName : undefined
    this.check({ kind: 'console', file, test, text: log.content }, log.taskId)
  }

  /** @param {Output} output @param {string | undefined} id */
  check(output, id) {
    const entry = allowedBy(output, this.allowList)
    if (entry) {
      this.used.add(entry)
      return
    }
    this.unexpected.push(output)
    if (id) this.failedIds.add(id)
    else this.unattributed++
  }

  onTestRunEnd() {
    if (this.unexpected.length === 0) return
    const lines = this.unexpected.map((o) => {
      const where = o.file ? `${o.file}${o.test ? ` > ${o.test}` : ''}` : '(no test)'
      return `  [${o.kind}] ${where}\n      ${headline(o.text)}`
    })
    process.stderr.write(
      `\nUnexpected console output (${this.unexpected.length}): fix its cause, or allow it in scripts/console-allowlist.mjs with the reason a test provokes it\n${lines.join('\n')}\n`,
    )
    process.exitCode = 1
  }
}
