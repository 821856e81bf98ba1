import { z } from 'zod'
import { HttpError, json } from '../http/reply'
import type { Router } from '../http/router'
import type { Database } from '../storage/openDatabase'

const eventSchema = z.looseObject({
  eventId: z.string().min(1),
  url: z.string().optional(),
  domain: z.string().optional(),
  timestamp: z.number().optional(),
  props: z.record(z.string(), z.unknown()).optional(),
})

/** One stored analytics event, as GET /__devnet/analytics returns it. */
export interface StoredAnalyticsEvent {
  projectId: string
  origin: string | null
  receivedAt: number
  event: z.infer<typeof eventSchema>
}

/** POST /e stores an event; control routes GET/DELETE /__devnet/analytics read and clear them. */
export function addAnalyticsRoutes(router: Router, control: Router, db: Database): void {
  router.on('POST', '/e', async ({ body, projectId, req }) => {
    const parsed = eventSchema.safeParse(body)
    if (!parsed.success) throw new HttpError(400, 'Invalid analytics event: eventId is required')
    await db.query(
      'INSERT INTO analytics_events (project_id, origin, body, received_ms) VALUES ($1, $2, $3::jsonb, $4)',
      [projectId ?? '', req.headers.origin ?? null, JSON.stringify(parsed.data), Date.now()],
    )
    return json({ ok: true }, 202)
  })
  control
    .on('GET', '/__devnet/analytics', async ({ url }) => {
      const eventId = url.searchParams.get('eventId')
      const rows = await db.query<{
        project_id: string
        origin: string | null
        body: StoredAnalyticsEvent['event']
        received_ms: number
      }>(
        `SELECT project_id, origin, body, received_ms FROM analytics_events
         WHERE $1::text IS NULL OR body->>'eventId' = $1 ORDER BY id`,
        [eventId],
      )
      const events: StoredAnalyticsEvent[] = rows.map((r) => ({
        projectId: r.project_id,
        origin: r.origin,
        receivedAt: r.received_ms,
        event: r.body,
      }))
      return json({ events })
    })
    .on('DELETE', '/__devnet/analytics', async () => {
      await db.query('DELETE FROM analytics_events')
      return json({ events: [] })
    })
}
