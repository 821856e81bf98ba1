// Writes one "## heading" section of BENCHMARKS.md, replacing the old text of that section and keeping the others.
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import os from 'node:os'

const file = new URL('../BENCHMARKS.md', import.meta.url).pathname

/** The machine line printed under each section, so figures are never read without their context. */
export function machineLine() {
  return `Machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}, ${new Date().toISOString().slice(0, 10)}.`
}

/** Replaces (or appends) the section titled `heading` with `body` plus the machine line. */
export function writeBenchSection(heading, body) {
  const text = existsSync(file) ? readFileSync(file, 'utf8') : '# Benchmarks\n'
  const section = `## ${heading}\n\n${body}\n\n${machineLine()}\n`
  const pattern = new RegExp(`## ${heading.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\n[\\s\\S]*?(?=\\n## |$)`)
  const next = pattern.test(text)
    ? text.replace(pattern, section.trimEnd())
    : `${text.trimEnd()}\n\n${section}`
  writeFileSync(file, `${next.trimEnd()}\n`)
}
