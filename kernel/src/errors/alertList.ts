// The spec's alerts (§8), each its own constant so that a bundle keeps only those its code uses;
// `ALERTS` (catalogue.ts) gathers them by id.
import type { Alert } from './catalogue'

export const ORIGIN_NOT_ALLOWED = {
  id: 'ORIGIN_NOT_ALLOWED',
  shortMessage: 'Invalid App Configuration',
  longMessage: 'This origin is not on the allow list of the project - add it to the project configuration.',
} as const satisfies Alert

export const INVALID_PROJECT_ID = {
  id: 'INVALID_PROJECT_ID',
  shortMessage: 'Invalid App Configuration',
  longMessage: 'Invalid project id - check the projectId in the configuration.',
} as const satisfies Alert

export const JWT_NOT_YET_VALID = {
  id: 'JWT_NOT_YET_VALID',
  shortMessage: 'Session Expired',
  longMessage: 'Invalid session found - please check your time settings and connect again.',
} as const satisfies Alert

export const NETWORK_NOT_FOUND = {
  id: 'NETWORK_NOT_FOUND',
  shortMessage: 'Network Not Found',
  longMessage: 'Network not found - make sure it is included in the networks of the configuration.',
} as const satisfies Alert

export const PROJECT_ID_NOT_CONFIGURED = {
  id: 'PROJECT_ID_NOT_CONFIGURED',
  shortMessage: 'Project ID Not Configured',
  longMessage: 'Project ID Not Configured - set projectId in the configuration.',
} as const satisfies Alert
