import * as z from 'zod/mini'
import { envelope } from './appEvents'
import { boundedString } from './primitives'

/** The frame posts READY to `window.parent` (with the exact app origin as targetOrigin) once loaded. */
export const readyMessageSchema = envelope('READY', z.strictObject({ version: z.literal(1) }))

/** The app answers READY with INIT (targetOrigin = the frame origin), transferring one MessagePort. */
export const initMessageSchema = envelope('INIT', z.strictObject({ projectId: boundedString(128) }))

/** READY, as posted to the parent window. */
export type ReadyMessage = z.infer<typeof readyMessageSchema>
/** INIT, as posted to the frame window (with a transferred MessagePort). */
export type InitMessage = z.infer<typeof initMessageSchema>

/**
 * The INIT message for `projectId`, with a fresh id.
 * @example
 * const { port1, port2 } = new MessageChannel()
 * iframe.contentWindow.postMessage(createInitMessage('p1'), frameOrigin, [port2])
 */
export function createInitMessage(projectId: string): InitMessage {
  return { v: 1, id: crypto.randomUUID(), type: 'INIT', payload: { projectId } }
}

/** The READY message with a fresh id. */
export function createReadyMessage(): ReadyMessage {
  return { v: 1, id: crypto.randomUUID(), type: 'READY', payload: { version: 1 } }
}
