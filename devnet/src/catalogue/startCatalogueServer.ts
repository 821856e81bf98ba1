import { FaultRegistry } from '../faults/FaultRegistry'
import { addFaultRoutes } from '../faults/faultRoutes'
import { createServiceHandler } from '../http/createServiceHandler'
import { defaultProjects, type ProjectConfig } from '../http/projects'
import { Router } from '../http/router'
import { type RunningServer, startHttpServer } from '../http/startHttpServer'
import type { Database } from '../storage/openDatabase'
import { addAnalyticsRoutes } from './analyticsRoutes'
import { addCatalogueRoutes } from './catalogueRoutes'
import { type CatalogueOptions, generateCatalogue } from './generateCatalogue'
import { addPublicImageRoutes } from './images'

/** Options for the wallet catalogue server. */
export interface CatalogueServerOptions extends CatalogueOptions {
  db: Database
  port?: number
  projects?: readonly ProjectConfig[]
  faults?: FaultRegistry
  /** What GET /getAnalyticsConfig answers for a project without its own `analytics` setting (default true). */
  analyticsEnabled?: boolean
}

/** A running catalogue server. */
export interface CatalogueServer extends RunningServer {
  faults: FaultRegistry
  /** How many wallets the catalogue holds. */
  walletCount: number
}

/** Starts the wallet catalogue (getWallets, images, analytics config, the /e sink) on 127.0.0.1. */
export async function startCatalogueServer(options: CatalogueServerOptions): Promise<CatalogueServer> {
  const wallets = generateCatalogue(options)
  const router = new Router()
  const control = new Router()
  const projects = options.projects ?? defaultProjects()
  const analyticsOf = new Map(projects.map((p) => [p.id, p.analytics]))
  addCatalogueRoutes(router, wallets, {
    analyticsEnabled: (projectId) =>
      (projectId === undefined ? undefined : analyticsOf.get(projectId)) ?? options.analyticsEnabled ?? true,
  })
  addPublicImageRoutes(router)
  addAnalyticsRoutes(router, control, options.db)
  const faults = options.faults ?? new FaultRegistry()
  addFaultRoutes(control, faults)
  const handler = createServiceHandler({
    name: 'catalogue',
    router,
    control,
    projects,
    faults,
    isPublic: (path) => path.startsWith('/public/'),
  })
  const server = await startHttpServer(handler, options.port)
  return { ...server, faults, walletCount: wallets.length }
}
