// Writes one section of the repo's BENCHMARKS.md through the shared writer (scripts/bench-report.mjs).

type BenchReport = { writeBenchSection(heading: string, body: string): void }

/** Replaces (or appends) the `## {heading}` section of BENCHMARKS.md with `lines`. */
export async function writeBenchmark(heading: string, lines: string[]): Promise<void> {
  const url = new URL('../../../scripts/bench-report.mjs', import.meta.url).href
  const report = (await import(/* @vite-ignore */ url)) as BenchReport
  report.writeBenchSection(heading, lines.join('\n'))
}
