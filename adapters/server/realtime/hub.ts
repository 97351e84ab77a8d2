import * as v from 'valibot'
import { ApplicationStatusSchema } from '../../../core/applications'

/** What the hub carries between server processes: small facts, each for one account or for everyone (cms). */
export const HubEventSchema = v.variant('kind', [
  v.object({ kind: v.literal('notification'), userId: v.string(), id: v.pipe(v.number(), v.integer()) }),
  v.object({ kind: v.literal('application'), userId: v.string(), applicationId: v.string(), status: ApplicationStatusSchema, modifiedAt: v.string() }),
  v.object({ kind: v.literal('session'), userId: v.string() }),
  v.object({ kind: v.literal('cms'), source: v.pipe(v.string(), v.maxLength(200)) }),
])
export type HubEvent = v.InferOutput<typeof HubEventSchema>

/**
 * The realtime hub (a port: PostgreSQL LISTEN/NOTIFY today; a broker could take its place): every server process
 * hears every event, wherever it was raised. Private events are raised by the database itself (migration 026's
 * triggers); `publish` raises the others.
 */
export interface RealtimeHub {
  /** Starts hearing events (once; later calls share it); resolves to stop hearing them. */
  subscribe(listener: (event: HubEvent) => void): Promise<() => void>
  publish(event: HubEvent): Promise<void>
  /** Stops listening for good. */
  close(): Promise<void>
}
