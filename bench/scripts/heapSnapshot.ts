// Heap-snapshot check that the measured heap is the app's: counts the strings in a page's heap that come
// from Playwright's injected scripts (its selector engine and utility script).
import type { CDPSession } from 'playwright-core'

/** Markers found only in Playwright's injected sources. */
const HARNESS_MARKERS = ['InjectedScript', 'internal:role', '__playwright', 'UtilityScript']

/** Strings of Playwright's injected script found in the page's heap: how many and their total length. */
export interface HarnessStrings {
  count: number
  chars: number
}

/** Takes a heap snapshot of the page through `cdp` and returns its JSON text. */
export async function takeHeapSnapshot(cdp: CDPSession): Promise<string> {
  const chunks: string[] = []
  const onChunk = (e: { chunk: string }) => void chunks.push(e.chunk)
  cdp.on('HeapProfiler.addHeapSnapshotChunk', onChunk)
  try {
    await cdp.send('HeapProfiler.enable')
    await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false })
  } finally {
    cdp.off('HeapProfiler.addHeapSnapshotChunk', onChunk)
  }
  return chunks.join('')
}

/** Takes a heap snapshot of the page through `cdp` and measures Playwright's injected-script strings in it. */
export async function harnessStringsInHeap(cdp: CDPSession): Promise<HarnessStrings> {
  const snapshot = JSON.parse(await takeHeapSnapshot(cdp)) as { strings: string[] }
  const hits = snapshot.strings.filter((s) => HARNESS_MARKERS.some((m) => s.includes(m)))
  return { count: hits.length, chars: hits.reduce((n, s) => n + s.length, 0) }
}
