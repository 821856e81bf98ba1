// Compiles the sign-in test account (contracts/siwx/*.sol) with the devnet's solc pipeline and writes
// contracts/artifacts/siwxAccount.ts. Usage: node contracts/siwx/compile.mjs [--check]
import { readFileSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { renderArtifacts } from '../compile.mjs'

export const SIWX_SOURCES = ['siwx/SiwxTestAccount.sol']
const outFile = fileURLToPath(new URL('../artifacts/siwxAccount.ts', import.meta.url))

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const text = renderArtifacts(SIWX_SOURCES)
  if (process.argv.includes('--check')) {
    if (readFileSync(outFile, 'utf8') !== text) {
      console.error('contracts/artifacts/siwxAccount.ts out of date: run node contracts/siwx/compile.mjs')
      process.exit(1)
    }
    console.log('siwx artifacts match sources')
  } else {
    writeFileSync(outFile, text)
    console.log(`wrote ${outFile}`)
  }
}
