import { vi } from 'vitest'

/**
 * Test setup shared by the packages' vitest projects: `vi.waitFor` and `vi.waitUntil` give up after
 * 1 s unless told otherwise. CI runs two test files at once on 2 cores, where a catalogue answer, a
 * React commit or a devnet reply can take longer than that (a CI run failed on exactly this). The
 * condition still has to come true; only the bound is longer: 10 s unless a test names its own.
 */
const PATIENT_TIMEOUT_MS = 10_000

type WaitOptions = { timeout?: number; interval?: number }
const patient = (options: number | WaitOptions | undefined): WaitOptions =>
  typeof options === 'number' ? { timeout: options } : { timeout: PATIENT_TIMEOUT_MS, ...options }

const { waitFor, waitUntil } = vi
vi.waitFor = ((callback, options) => waitFor(callback, patient(options))) as typeof vi.waitFor
vi.waitUntil = ((callback, options) => waitUntil(callback, patient(options))) as typeof vi.waitUntil
