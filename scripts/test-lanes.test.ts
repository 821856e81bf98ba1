import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { misplacedProjects } from './lane-reporter.mjs'
import { laneArgs, listProjects, mergeArgs, planLanes, readProjectConfig } from './test-lanes.mjs'

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..')

describe('test lanes', () => {
  it("reads a project's name and whether its files run one at a time", () => {
    expect(readProjectConfig("test: { name: 'evm', fileParallelism: false }")).toEqual({
      name: 'evm',
      serial: true,
    })
    expect(readProjectConfig('test: { name: "kernel", isolate: false }')).toEqual({
      name: 'kernel',
      serial: false,
    })
    expect(readProjectConfig('test: { fileParallelism: false }')).toBeUndefined()
  })

  it('finds the projects of a workspace at its root, under plugins/ and examples/, and refuses a nameless one', () => {
    const root = mkdtempSync(join(tmpdir(), 'lanes-'))
    try {
      const config = (dir: string, text: string) => {
        mkdirSync(join(root, dir), { recursive: true })
        writeFileSync(join(root, dir, 'vitest.config.ts'), text)
      }
      config('kernel', "name: 'kernel'")
      config('plugins/evm', "name: 'evm', fileParallelism: false")
      config('examples/app', "name: 'app'")
      mkdirSync(join(root, 'node_modules/x'), { recursive: true })
      writeFileSync(join(root, 'node_modules/x/vitest.config.ts'), "name: 'dependency'")
      expect(listProjects(root).sort((a, b) => a.name.localeCompare(b.name))).toEqual([
        { name: 'app', serial: false },
        { name: 'evm', serial: true },
        { name: 'kernel', serial: false },
      ])
      config('plugins/nameless', 'test: {}')
      expect(() => listProjects(root)).toThrow(/nameless/)
    } finally {
      rmSync(root, { recursive: true, force: true })
    }
  })

  it("puts each of this repository's projects in exactly one lane", () => {
    const projects = listProjects(repoRoot)
    const lanes = planLanes(projects)
    const named = lanes.flatMap((l) => l.filters.map((f) => f.replace('--project=', '')))
    expect(named.sort()).toEqual(projects.map((p) => p.name).sort())
    expect(lanes.map((l) => l.lane)).toEqual(['parallel', 'serial-1', 'serial-2'])
  })

  it('shares the one-at-a-time projects between the serial lanes, heaviest first into the lighter lane', () => {
    const projects = [
      { name: 'k', serial: false },
      { name: 'a', serial: true },
      { name: 'b', serial: true },
      { name: 'c', serial: true },
      { name: 'new', serial: true },
    ]
    // Heaviest first: a (100) → lane 1; b (70) → lane 2; new (unknown: 60) → lane 2 (70 < 100); c (40) →
    // lane 1 (100 < 130).
    expect(planLanes(projects, { weights: { a: 100, b: 70, c: 40 }, serialLanes: 2 })).toEqual([
      { lane: 'parallel', filters: ['--project=k'] },
      { lane: 'serial-1', filters: ['--project=a', '--project=c'] },
      { lane: 'serial-2', filters: ['--project=b', '--project=new'] },
    ])
    // More lanes than projects: the empty ones are not started.
    expect(planLanes(projects.slice(0, 2), { serialLanes: 3 }).map((l) => l.lane)).toEqual([
      'parallel',
      'serial-1',
    ])
  })

  it('plans one lane when no project runs its files one at a time', () => {
    expect(planLanes([{ name: 'a', serial: false }])).toEqual([
      { lane: 'parallel', filters: ['--project=a'] },
    ])
  })

  it('gives each lane its own coverage folder, outside the folder of blob reports the merge reads', () => {
    const work = '/tmp/run'
    const [parallel = [], serial = []] = planLanes([
      { name: 'a', serial: false },
      { name: 'b', serial: true },
    ]).map((plan) => laneArgs(plan, work))
    const option = (args: string[], name: string) =>
      args.find((a) => a.startsWith(`--${name}=`))?.split('=')[1]
    const blobs =
      mergeArgs(work)
        .find((a) => a.startsWith('--merge-reports='))
        ?.split('=')[1] ?? ''
    for (const args of [parallel, serial]) {
      expect(option(args, 'outputFile.blob')?.startsWith(`${blobs}/`)).toBe(true)
      expect(option(args, 'coverage.reportsDirectory')?.startsWith(`${blobs}/`)).toBe(false)
    }
    expect(option(parallel, 'coverage.reportsDirectory')).not.toBe(
      option(serial, 'coverage.reportsDirectory'),
    )
    expect(option(parallel, 'outputFile.blob')).not.toBe(option(serial, 'outputFile.blob'))
  })

  it('the lane reporter names projects whose resolved config contradicts their lane', () => {
    const projects = [
      { name: 'kernel', fileParallelism: true },
      { name: 'evm', fileParallelism: false },
    ]
    expect(misplacedProjects('serial-1', projects)).toHaveLength(1)
    expect(misplacedProjects('serial-2', projects)[0]).toMatch(/^kernel /)
    expect(misplacedProjects('parallel', projects)[0]).toMatch(/^evm /)
    expect(misplacedProjects('lane', projects)).toEqual([])
  })
})
