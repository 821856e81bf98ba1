// Every ```ts / ```tsx block of the docs is type-checked against the workspace packages as they are now
// (their `source` entries, tsconfig.base.json's strict options), in one program for all blocks.
//
// How a document's blocks become files (the docs say the same to their readers):
// - a block whose first line is a path comment (`// lazy/tipsPlugin.ts`, `// src/App.test.tsx: …`) is
//   that file, so blocks import each other by relative path as a reader's files would;
// - in docs/, the other blocks are fragments of one .tsx file, in the order of the document, so a fragment may use
//   what an earlier one declared (`ctx`, the augmentations).
// Relative imports of a document resolve from its folder below (testing.md's example is the example app's
// test, so `./App` is examples/integrator-app/src/App.tsx).
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'

const root = fileURLToPath(new URL('..', import.meta.url))

/** The documents whose blocks are fragments of one file (see the header), and the folder it lives in. */
const FRAGMENT_DOCUMENTS: Record<string, string> = {
  'docs/plugins.md': 'docs/.code/plugins',
  'docs/testing.md': 'examples/integrator-app',
}

/**
 * Every tracked Markdown file with a ts/tsx block. Outside docs/ (the packages' READMEs), each block is a
 * module of its own in the document's folder (so `./src/x` imports resolve as a reader's would), and the
 * host values snippets take as given are declared once in `docsPrelude.d.ts`.
 */
const DOCUMENTS = execFileSync('git', ['ls-files', '*.md'], { cwd: root, encoding: 'utf8' })
  .split('\n')
  .filter((doc) => doc !== '' && /^```tsx?$/m.test(readFileSync(join(root, doc), 'utf8')))
  .map((doc) =>
    FRAGMENT_DOCUMENTS[doc]
      ? { doc, folder: FRAGMENT_DOCUMENTS[doc], blocks: false }
      : { doc, folder: dirname(doc), blocks: true },
  )

/**
 * What the packages' README snippets take as given, declared once (virtual, so that no other program
 * sees these globals).
 */
const README_PRELUDE = `// What the packages' README snippets take as given (a README block is a module of its own, checked by
// docsCodeBlocks.test.ts): the host's own values and components, named as the snippets name them.
// Functions and classes of our packages are never assumed: each block imports what it uses.
import type { Airlock, AirlockConfig, PluginContext } from '@airlock/kernel'
import type { SolanaNetwork } from '@airlock/solana'
import type { Page } from 'playwright-core'
import type { ComponentType } from 'react'
import type { Chain } from 'viem'

declare global {
  /** The host's project id. */
  const projectId: string
  /** The host's app metadata. */
  const metadata: AirlockConfig['metadata']
  /** The host's EVM chains (viem chain objects). */
  const networks: Chain[]
  const chains: Chain[]
  /** The host's Solana networks. */
  const solanaNetworks: SolanaNetwork[]
  /** An Airlock instance the host made earlier. */
  const airlock: Airlock
  const airlockInstance: Airlock
  /** A plugin's context (inside \`setup(ctx)\`). */
  const ctx: PluginContext
  /** A Playwright page (test snippets). */
  const page: Page
  /** The host's app component. */
  const App: ComponentType
  const YourApp: ComponentType
  /** Values a snippet's caller has at hand. */
  const address: string
  const email: string
  const url: string
  const nonce: string
  const blockchainApi: string
  /** A node HTTP app of the host's (Express, Fastify, …) that takes a Node request listener. */
  const app: { use(...handlers: unknown[]): void }
}
`

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

/** The files a document's blocks make (see the header); `separate`: each block a module of its own. */
function blockFiles(doc: string, folder: string, separate = false): BlockFile[] {
  const blocks = extractBlocks(readFileSync(join(root, doc), 'utf8'))
  const files: BlockFile[] = []
  if (separate) {
    return blocks.map((block, index) => ({
      doc,
      path: join(root, folder, `block${index + 1}.tsx`),
      // `export {}` keeps a block without imports a module: its names stay its own.
      text: `${block.code}\nexport {}\n`,
      lines: block.code.split('\n').map((_, i) => block.line + i),
    }))
  }
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
  const files = [
    ...DOCUMENTS.flatMap((d) => blockFiles(d.doc, d.folder, d.blocks)),
    {
      doc: 'README prelude',
      path: join(root, 'scripts/.docs/docsPrelude.d.ts'),
      text: README_PRELUDE,
      lines: [],
    },
  ]

  it("reads every ts/tsx block of every document: docs/ and the packages' READMEs", () => {
    expect(DOCUMENTS.map(({ doc }) => doc)).toEqual(
      expect.arrayContaining([...Object.keys(FRAGMENT_DOCUMENTS), 'kernel/README.md', 'ui/README.md']),
    )
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
  }, 600_000) // one TypeScript program over every package and block: 23 s quiet, over 180 s on a loaded fresh clone
})
