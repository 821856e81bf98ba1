import { defineProject } from 'vitest/config'
import { workspaceSourceAliases } from '../vitest.shared.ts'

// The kit's own tests run in Node against the real kernel (from source); renderWithAirlock is exercised
// in a browser by examples/integrator-app, through the built packages.
export default defineProject({
  resolve: { conditions: ['source'], alias: workspaceSourceAliases() },
  test: { name: 'testing', environment: 'node', include: ['src/**/*.test.ts'] },
})
