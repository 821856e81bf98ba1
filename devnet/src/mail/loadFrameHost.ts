/** The frame host module as devnet uses it. */
export type FrameHostModule = typeof import('@airlock/frame-host')

/**
 * Loads @airlock/frame-host: the package (its build, or its source under the `source` condition), or,
 * when it has no build and Node runs without that condition (`node --import tsx src/cli.ts`), its
 * source file beside this workspace.
 */
export async function loadFrameHost(): Promise<FrameHostModule> {
  try {
    return await import('@airlock/frame-host')
  } catch (error) {
    if ((error as { code?: string }).code !== 'ERR_MODULE_NOT_FOUND') throw error
    const source = new URL('../../../frame-host/src/index.ts', import.meta.url).href
    return (await import(/* @vite-ignore */ source)) as FrameHostModule
  }
}
