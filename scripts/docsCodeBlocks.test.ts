// Every ```ts / ```tsx block of the docs is type-checked against the workspace packages as they are now
// (their `source` entries, tsconfig.base.json's strict options), in one program for all blocks.
//
// How a document's blocks become files (the docs say the same to their readers):
// - a block whose first line is a path comment (`// lazy/tipsPlugin.ts`, `// src/App.test.tsx: …`) is
//   that file, so blocks import each other by relative path as a reader's files would;
// - the other blocks are fragments of one .tsx file, in the order of the document, so a fragment may use
//   what an earlier one declared (`ctx`, the augmentations).
// Relative imports of a document resolve from its folder below (testing.md's example is the example app's
// test, so `./App` is examples/integrator-app/src/App.tsx).
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'

const root = fileURLToPath(new URL('..', import.meta.url))

/** The checked documents and the folder their blocks' files live in. */
const DOCUMENTS = [
  { doc: 'docs/plugins.md', folder: 'docs/.code/plugins' },
  { doc: 'docs/testing.md', folder: 'examples/integrator-app' },
] as const

/** One file made of blocks: its path and, per line of its text, where that line is in the document. */
interface BlockFile {
  doc: string
  path: string
  text: string
  lines: number[]
}

/** A fenced block of a document: its first code line (1-based) and its code. */
interface Block {
  line: number
  code: string
}

/** The ```ts and ```tsx blocks of a Markdown text, in order. */
function extractBlocks(markdown: string): Block[] {
  const blocks: Block[] = []
  const lines = markdown.split('\n')
  for (let i = 0; i < lines.length; i++) {
    if (!/^```tsx?\s*$/.test(lines[i] ?? '')) continue
    const start = i + 1
    let end = start
    while (end < lines.length && lines[end] !== '```') end++
    blocks.push({ line: start + 1, code: lines.slice(start, end).join('\n') })
    i = end
  }
  return blocks
}

/** The files a document's blocks make (see the header). */
function blockFiles(doc: string, folder: string): BlockFile[] {
  const blocks = extractBlocks(readFileSync(join(root, doc), 'utf8'))
  const files: BlockFile[] = []
  const shared: BlockFile = { doc, path: join(root, folder, 'docFragments.tsx'), text: '', lines: [] }
  for (const block of blocks) {
    const named = /^\/\/ ([\w./-]+\.tsx?)\b/.exec(block.code)
    const codeLines = block.code.split('\n')
    const numbers = codeLines.map((_, i) => block.line + i)
    if (named?.[1]) {
      files.push({ doc, path: join(root, folder, named[1]), text: block.code, lines: numbers })
    } else {
      shared.text += `${block.code}\n`
      shared.lines.push(...numbers)
    }
  }
  if (shared.text) files.push(shared)
  return files
}

/** The compiler options of tsconfig.base.json (strict, the `source` condition), with Node's types. */
function compilerOptions(): ts.CompilerOptions {
  const configPath = join(root, 'tsconfig.base.json')
  const { config } = ts.readConfigFile(configPath, ts.sys.readFile)
  const parsed = ts.parseJsonConfigFileContent(
    { ...config, compilerOptions: { ...config.compilerOptions, types: ['node'] }, files: [] },
    ts.sys,
    root,
  )
  return parsed.options
}

/** Type-checks the files in one program; returns each error as `doc:line: message`. */
function check(files: BlockFile[]): string[] {
  const options = compilerOptions()
  const byPath = new Map(files.map((f) => [f.path, f]))
  const host = ts.createCompilerHost(options)
  const getSourceFile = host.getSourceFile.bind(host)
  host.getSourceFile = (fileName, languageVersion, onError, shouldCreate) => {
    const file = byPath.get(fileName)
    if (file) return ts.createSourceFile(fileName, file.text, languageVersion, true)
    return getSourceFile(fileName, languageVersion, onError, shouldCreate)
  }
  const fileExists = host.fileExists.bind(host)
  host.fileExists = (fileName) => byPath.has(fileName) || fileExists(fileName)
  const directoryExists = host.directoryExists?.bind(host)
  host.directoryExists = (dir) =>
    [...byPath.keys()].some((p) => p.startsWith(`${dir}/`)) ||
    (directoryExists?.(dir) ?? ts.sys.directoryExists(dir))
  const readFile = host.readFile.bind(host)
  host.readFile = (fileName) => byPath.get(fileName)?.text ?? readFile(fileName)
  const program = ts.createProgram({ rootNames: [...byPath.keys()], options, host })
  return ts.getPreEmitDiagnostics(program).map((d) => {
    const message = ts.flattenDiagnosticMessageText(d.messageText, '\n')
    const file = d.file && byPath.get(d.file.fileName)
    if (!d.file || d.start === undefined) return `(program): ${message}`
    const { line } = d.file.getLineAndCharacterOfPosition(d.start)
    if (!file) return `${relative(root, d.file.fileName)}:${line + 1}: ${message}`
    return `${file.doc}:${file.lines[line]}: ${message}`
  })
}

describe('the docs code blocks', () => {
  const files = DOCUMENTS.flatMap(({ doc, folder }) => blockFiles(doc, folder))

  it('reads every ts/tsx block of every document in docs/', () => {
    const withCode = readdirSync(join(root, 'docs')).filter(
      (name) => name.endsWith('.md') && /^```tsx?$/m.test(readFileSync(join(root, 'docs', name), 'utf8')),
    )
    expect(DOCUMENTS.map(({ doc }) => doc).sort()).toEqual(withCode.map((name) => `docs/${name}`).sort())
    for (const { doc } of DOCUMENTS) {
      const markdown = readFileSync(join(root, doc), 'utf8')
      const blocks = extractBlocks(markdown)
      // an unclosed fence would swallow the blocks after it
      expect(blocks.length, doc).toBe(markdown.match(/^```tsx?$/gm)?.length)
      const lines = files.filter((f) => f.doc === doc).reduce((n, f) => n + f.lines.length, 0)
      expect(lines, doc).toBe(blocks.reduce((n, b) => n + b.code.split('\n').length, 0))
    }
  })

  it('compiles every block on the real API (strict)', () => {
    expect(check(files)).toEqual([])
  })
})
