import { defineProject } from 'vitest/config'
import { workspaceSourceAliases } from '../../vitest.shared.ts'

export default defineProject({
  resolve: {
    conditions: ['source'],
    alias: workspaceSourceAliases(),
  },
  test: {
    name: 'siwx',
    environment: 'node',
    include: ['src/**/*.test.ts'],
  },
})
