// Vitest global setup (Node): starts the catalogue test server of @airlock/testing and hands its URL to the
// browser tests.

import { startCatalogueServer } from '@airlock/testing/server'
import type { TestProject } from 'vitest/node'

/** Starts the catalogue; returns its teardown. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const catalogue = await startCatalogueServer()
  project.provide('catalogueUrl', catalogue.url)
  return () => catalogue.close()
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** Base URL of the test wallet catalogue (http://127.0.0.1:PORT). */
    catalogueUrl: string
  }
}
